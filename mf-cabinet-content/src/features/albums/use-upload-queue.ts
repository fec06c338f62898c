// The album's upload queue: every chosen photo gets a line with its own progress; two are sent at
// a time (a phone on a weak network is not flooded); a failed one stays with its reason and a
// retry that sends only it again. Each photo is its own request, so one failure loses nothing else.
import { useEffect, useState } from 'react';
import { errorMessage, fieldErrors } from '@league/shared';
import { uploadAlbumPhoto } from '../../ui/upload';

export interface QueuedPhoto {
  key: number;
  file: File;
  state: 'queued' | 'sending' | 'done' | 'failed';
  percent: number;
  error?: string;
}

const AT_ONCE = 2;

/** The queue itself, outside React: what is waiting, what is on the way; it reports each change. */
class UploadQueue {
  private running = 0;
  private waiting: QueuedPhoto[] = [];
  private seq = 0;
  private albumId = 0;
  private onUploaded: () => void = () => undefined;
  constructor(private readonly patch: (key: number, change: Partial<QueuedPhoto>) => void) {}

  /** The album the photos go to, and what to do once one is in. */
  configure(albumId: number, onUploaded: () => void): void {
    this.albumId = albumId;
    this.onUploaded = onUploaded;
  }

  add(files: File[]): QueuedPhoto[] {
    const added = files.map((file): QueuedPhoto => ({ key: ++this.seq, file, state: 'queued', percent: 0 }));
    this.waiting.push(...added);
    queueMicrotask(() => this.pump());
    return added;
  }

  retry(item: QueuedPhoto): void {
    this.patch(item.key, { state: 'queued', percent: 0, error: undefined });
    this.waiting.push(item);
    this.pump();
  }

  private pump(): void {
    while (this.running < AT_ONCE && this.waiting.length) {
      const item = this.waiting.shift()!;
      this.running += 1;
      this.patch(item.key, { state: 'sending', percent: 0, error: undefined });
      uploadAlbumPhoto(this.albumId, item.file, (percent) => this.patch(item.key, { percent }))
        .then(() => {
          this.patch(item.key, { state: 'done', percent: 100 });
          this.onUploaded();
        })
        .catch((error: unknown) =>
          this.patch(item.key, {
            state: 'failed',
            error: fieldErrors(error).file ?? errorMessage(error) ?? String(error),
          }),
        )
        .finally(() => {
          this.running -= 1;
          this.pump();
        });
    }
  }
}

export function useUploadQueue(albumId: number, onUploaded: () => void) {
  const [items, setItems] = useState<QueuedPhoto[]>([]);
  const [queue] = useState(
    () =>
      new UploadQueue((key, change) =>
        setItems((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item))),
      ),
  );
  useEffect(() => queue.configure(albumId, onUploaded), [queue, albumId, onUploaded]);
  return {
    items,
    add: (files: File[]) => {
      const added = queue.add(files);
      setItems((list) => [...list, ...added]);
    },
    retry: (item: QueuedPhoto) => queue.retry(item),
  };
}
