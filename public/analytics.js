// Google Analytics 4 start-up, kept out of the page so the Content-Security-Policy needs no
// inline script. Loaded only when site.analyticsId is set.
(function () {
  var id = document.currentScript && document.currentScript.getAttribute("data-measurement-id");
  if (!id) return;
  window.dataLayer = window.dataLayer || [];
  function gtag() {
    window.dataLayer.push(arguments);
  }
  gtag("js", new Date());
  gtag("config", id, { anonymize_ip: true });
})();
