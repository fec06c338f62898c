// Server builds: a stylesheet import becomes an empty module (styles ship with the browser build).
module.exports = function emptyModule() {
  return 'export {};';
};
