// The folder of the fonts the API draws share images with (ADR 0169): a CommonJS file, so the
// API finds it the same way whether it runs as ES modules (node) or as CommonJS (jest).
module.exports = __dirname;
