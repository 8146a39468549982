window.galleryProblems = [];
window.addEventListener("error", (event) => {
  const what = event.message || ("failed to load " + (event.target && (event.target.src || event.target.href)));
  window.galleryProblems.push("page error: " + what);
}, true);
(() => {
  const original = console.error;
  console.error = (...items) => {
    window.galleryProblems.push("console error: " + items.join(" "));
    original.apply(console, items);
  };
})();
