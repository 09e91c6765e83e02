// The site's visit statistics (decision 093), served as /visit.js to every public page. No cookie,
// no storage: each page view and event is one beacon to /api/visit. Nothing is sent when the
// browser asks not to be tracked (Do Not Track, Global Privacy Control) or is driven by a program.
(function () {
  var w = window, n = navigator, d = document, l = location, queue = w.visitEvents || [];
  if (n.webdriver || n.doNotTrack === '1' || w.doNotTrack === '1' || n.globalPrivacyControl) {
    w.visitEvents = { push: function () {} };
    return;
  }
  var first = true, last, started = {};
  function send(name, value) {
    var body = { n: name, p: l.pathname, w: w.innerWidth };
    if (value != null) body.v = String(value);
    if (name === 'pageview') {
      // The referrer is the page before this document: it says where the visit came from only once.
      if (first && d.referrer) body.r = d.referrer;
      if (l.search) body.q = l.search;
      first = false;
    }
    try {
      n.sendBeacon('/api/visit', JSON.stringify(body));
    } catch {
      // A browser without sendBeacon, or one that refuses it: the statistics go without.
    }
  }
  function page() {
    if (l.pathname === last) return;
    last = l.pathname;
    send('pageview');
  }
  // The site moves between pages without reloading: follow its history.
  ['pushState', 'replaceState'].forEach(function (method) {
    var original = history[method];
    history[method] = function () {
      var result = original.apply(this, arguments);
      page();
      return result;
    };
  });
  w.addEventListener('popstate', page);
  // Links marked data-event (booking, chat, the estimate's PDF), and links to other sites.
  d.addEventListener('click', function (e) {
    var a = e.target.closest && e.target.closest('a[href]');
    if (!a) return;
    var other = a.host !== l.host && /^https?:$/.test(a.protocol);
    var name = a.getAttribute('data-event');
    if (name) send(name, other ? a.host : null);
    else if (other) send('outbound', a.host);
  });
  // A form marked data-event="contact" was started: the first field entered.
  d.addEventListener('focusin', function (e) {
    var form = e.target.form, name = form && form.getAttribute('data-event');
    if (name && !started[name]) {
      started[name] = 1;
      send(name + '_started');
    }
  });
  // Events the site's own code reports: window.visitEvents.push([name, value]).
  w.visitEvents = { push: function (event) { send(event[0], event[1]); } };
  page();
  queue.forEach(w.visitEvents.push);
})();
