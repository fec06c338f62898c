declare const dir: string;
export = dir;
