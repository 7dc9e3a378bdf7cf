// Draws the trace embedded in #trace-data (layout: pageData in timeline_html.cpp)
// on the canvas: a header row per process, then one lane per track, slices
// stacked by depth. Wheel: zoom around the pointer; drag: pan; double-click:
// whole trace; hover: a tooltip with the event's name, times and args.
(function () {
  'use strict';
  var data = JSON.parse(document.getElementById('trace-data').textContent);
  var canvas = document.getElementById('timeline');
  var ctx = canvas.getContext('2d');
  var tooltip = document.getElementById('tooltip');

  var LABEL_W = 210, AXIS_H = 24, GROUP_H = 20, ROW_H = 17, MARK_H = 12, LANE_GAP = 5;
  var FONT = '11px system-ui, sans-serif';
  var COLOURS = {
    hip_api: '#4e79a7', kernel: '#e15759', copy: '#59a14f', fill: '#9bd08a', sync: '#f28e2b',
    graph: '#b07aa1', marker: '#edc948', capture: '#ff9da7', block_chunk: '#76b7b2',
    host_function: '#9c755f'
  };
  var KNOWN = Object.keys(COLOURS);

  function colour(cat) {
    if (!COLOURS[cat]) {  // other categories: a hue from the name, stable across pages
      var h = 0;
      for (var i = 0; i < cat.length; i++) h = (h * 31 + cat.charCodeAt(i)) % 360;
      COLOURS[cat] = 'hsl(' + h + ', 45%, 62%)';
    }
    return COLOURS[cat];
  }

  // ---- layout ---------------------------------------------------------------
  var lanes = [], groups = [], laneOf = {}, cats = {}, events = 0, y = AXIS_H;
  data.processes.forEach(function (p, pi) {
    groups.push({ name: p.name, y: y });
    y += GROUP_H;
    p.tracks.forEach(function (t, ti) {
      var top = t.instants.length ? MARK_H : 0;
      var lane = { track: t, y: y, rowsTop: y + top, h: top + Math.max(t.rows, 1) * ROW_H + LANE_GAP };
      lanes.push(lane);
      laneOf[pi + '/' + ti] = lane;
      events += t.slices.length + t.instants.length;
      t.slices.forEach(function (s) { cats[s[4]] = true; });
      t.instants.forEach(function (m) { cats[m[2]] = true; });
      y += lane.h;
    });
  });
  var height = y + 4;
  var span = data.span > 0 ? data.span : 1;
  var whole = { t0: -span * 0.01, t1: span * 1.01 };
  var view = { t0: whole.t0, t1: whole.t1 };
  canvas.style.height = height + 'px';

  // ---- time -------------------------------------------------------------------
  var UNITS = [['s', 1e6], ['ms', 1e3], ['\u00b5s', 1], ['ns', 1e-3]];  // trace times are in µs
  function unitFor(us) {
    for (var i = 0; i < UNITS.length - 1; i++) if (Math.abs(us) >= UNITS[i][1]) return UNITS[i];
    return UNITS[UNITS.length - 1];
  }
  function formatTime(us) {
    var u = unitFor(us);
    return +(us / u[1]).toPrecision(4) + ' ' + u[0];
  }
  function plotWidth() { return Math.max(canvas.clientWidth - LABEL_W, 1); }
  function xOf(t) { return LABEL_W + (t - view.t0) / (view.t1 - view.t0) * plotWidth(); }
  function tOf(x) { return view.t0 + (x - LABEL_W) / plotWidth() * (view.t1 - view.t0); }

  // ---- drawing ----------------------------------------------------------------
  function fitText(text, width) {
    if (ctx.measureText(text).width <= width) return text;
    var n = Math.floor(text.length * width / ctx.measureText(text).width);
    while (n > 0 && ctx.measureText(text.slice(0, n) + '\u2026').width > width) n--;
    return n > 0 ? text.slice(0, n) + '\u2026' : '';
  }

  function drawAxis(w) {
    var raw = (view.t1 - view.t0) / Math.max(plotWidth() / 100, 1);
    var p = Math.pow(10, Math.floor(Math.log10(raw))), m = raw / p;
    var step = p * (m <= 1 ? 1 : m <= 2 ? 2 : m <= 5 ? 5 : 10);
    var u = unitFor(step), digits = Math.max(0, -Math.floor(Math.log10(step / u[1]) + 1e-9));
    ctx.fillStyle = '#f2f2f2';
    ctx.fillRect(0, 0, w, AXIS_H);
    ctx.fillStyle = '#333';
    ctx.textBaseline = 'middle';
    for (var k = Math.ceil(view.t0 / step); k * step <= view.t1; k++) {
      var x = Math.round(xOf(k * step)) + 0.5;
      if (x < LABEL_W) continue;
      ctx.fillRect(x - 0.5, AXIS_H - 6, 1, 6);
      ctx.fillText((k * step / u[1]).toFixed(Math.min(digits, 20)) + ' ' + u[0], x + 3, AXIS_H / 2);
      ctx.fillStyle = 'rgba(0, 0, 0, 0.07)';
      ctx.fillRect(x - 0.5, AXIS_H, 1, height - AXIS_H);
      ctx.fillStyle = '#333';
    }
    ctx.fillText('time since start', 8, AXIS_H / 2);
    ctx.fillRect(0, AXIS_H - 1, w, 1);
  }

  function drawSlice(lane, s, w) {
    var x1 = xOf(s[0]), x2 = xOf(s[0] + s[1]);
    if (x2 < LABEL_W || x1 > w) return;
    var top = lane.rowsTop + s[2] * ROW_H + 1, width = Math.max(x2 - x1, 1);
    ctx.globalAlpha = s[6] ? 0.55 : 1;  // unfinished ranges are pale
    ctx.fillStyle = colour(s[4]);
    ctx.fillRect(x1, top, width, ROW_H - 2);
    ctx.globalAlpha = 1;
    if (lane.track.async) {
      ctx.strokeStyle = 'rgba(0, 0, 0, 0.45)';
      ctx.strokeRect(x1 + 0.5, top + 0.5, width - 1, ROW_H - 3);
    }
    var left = Math.max(x1, LABEL_W) + 3, room = Math.min(x2, w) - left - 2;
    if (room > 14) {
      ctx.fillStyle = '#111';
      ctx.fillText(fitText(s[3], room), left, top + ROW_H / 2 - 1);
    }
  }

  function drawInstant(lane, m, w) {
    var x = xOf(m[0]);
    if (x < LABEL_W - 6 || x > w + 6) return;
    ctx.beginPath();
    ctx.moveTo(x - 5, lane.y + 1);
    ctx.lineTo(x + 5, lane.y + 1);
    ctx.lineTo(x, lane.y + MARK_H - 1);
    ctx.closePath();
    ctx.fillStyle = colour(m[2]);
    ctx.fill();
    ctx.strokeStyle = '#333';
    ctx.stroke();
  }

  function drawFlow(f, w) {
    var xa = xOf(f[2]), xb = xOf(f[6]);
    if ((xa < LABEL_W && xb < LABEL_W) || (xa > w && xb > w)) return;
    var a = laneOf[f[0] + '/' + f[1]], b = laneOf[f[4] + '/' + f[5]];
    var ya = a.rowsTop + f[3] * ROW_H + ROW_H / 2, yb = b.rowsTop + f[7] * ROW_H + ROW_H / 2;
    var bend = Math.max(Math.abs(xb - xa) / 2, 15);
    ctx.strokeStyle = ctx.fillStyle = 'rgba(40, 40, 40, 0.6)';
    ctx.beginPath();
    ctx.moveTo(xa, ya);
    ctx.bezierCurveTo(xa + bend, ya, xb - bend, yb, xb, yb);
    ctx.stroke();
    ctx.beginPath();
    ctx.moveTo(xb, yb);
    ctx.lineTo(xb - 6, yb - 3.5);
    ctx.lineTo(xb - 6, yb + 3.5);
    ctx.fill();
  }

  function draw() {
    var w = canvas.clientWidth, dpr = window.devicePixelRatio || 1;
    if (canvas.width !== Math.round(w * dpr) || canvas.height !== Math.round(height * dpr)) {
      canvas.width = Math.round(w * dpr);
      canvas.height = Math.round(height * dpr);
    }
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    ctx.clearRect(0, 0, w, height);
    ctx.font = FONT;
    ctx.textBaseline = 'middle';
    lanes.forEach(function (lane, i) {
      ctx.fillStyle = i % 2 ? '#f8f8f8' : '#ffffff';
      ctx.fillRect(0, lane.y, w, lane.h);
    });
    ctx.save();
    ctx.beginPath();
    ctx.rect(LABEL_W, AXIS_H, w - LABEL_W, height - AXIS_H);
    ctx.clip();
    ctx.lineWidth = 1;
    lanes.forEach(function (lane) {
      lane.track.slices.forEach(function (s) { drawSlice(lane, s, w); });
      lane.track.instants.forEach(function (m) { drawInstant(lane, m, w); });
    });
    data.flows.forEach(function (f) { drawFlow(f, w); });
    ctx.restore();
    // The label column and the process rows over everything else.
    ctx.fillStyle = '#f0f0f0';
    ctx.fillRect(0, AXIS_H, LABEL_W, height - AXIS_H);
    ctx.fillStyle = '#ccc';
    ctx.fillRect(LABEL_W - 1, AXIS_H, 1, height - AXIS_H);
    lanes.forEach(function (lane) {
      ctx.fillStyle = '#222';
      ctx.fillText(fitText(lane.track.name, LABEL_W - 24), 16, lane.y + Math.min(lane.h, 2 * ROW_H) / 2);
    });
    groups.forEach(function (g) {
      ctx.fillStyle = '#dde3ea';
      ctx.fillRect(0, g.y, w, GROUP_H);
      ctx.fillStyle = '#111';
      ctx.font = 'bold ' + FONT;
      ctx.fillText(fitText(g.name, w - 16), 6, g.y + GROUP_H / 2);
      ctx.font = FONT;
    });
    drawAxis(w);
  }

  var pending = false;
  function redraw() {
    if (pending) return;
    pending = true;
    requestAnimationFrame(function () { pending = false; draw(); });
  }

  // ---- hover ------------------------------------------------------------------
  function hit(mx, my) {
    var lane = lanes.find(function (l) { return my >= l.y && my < l.y + l.h; });
    if (!lane || mx < LABEL_W) return null;
    if (my < lane.rowsTop) {  // the marks' strip
      var best = null, dist = 6;
      lane.track.instants.forEach(function (m) {
        var d = Math.abs(xOf(m[0]) - mx);
        if (d < dist) { dist = d; best = m; }
      });
      return best && { instant: best };
    }
    var row = Math.floor((my - lane.rowsTop) / ROW_H), found = null, near = 3;
    lane.track.slices.forEach(function (s) {
      if (s[2] !== row) return;
      var x1 = xOf(s[0]), x2 = Math.max(xOf(s[0] + s[1]), x1 + 1);
      var d = mx < x1 ? x1 - mx : mx > x2 ? mx - x2 : 0;
      if (d < near || (d === 0 && found)) { near = d; found = s; }
    });
    return found && { slice: found };
  }

  function describe(h) {
    var lines = [];
    var args = h.slice ? h.slice[5] : h.instant[3];
    if (h.slice) {
      var s = h.slice;
      lines.push(s[3], 'category: ' + s[4], 'start: ' + formatTime(s[0]),
                 'duration: ' + formatTime(s[1]) + (s[6] ? ' (unfinished: no end in the trace)' : ''));
    } else {
      lines.push(h.instant[1], 'category: ' + h.instant[2] + ' (mark)', 'time: ' + formatTime(h.instant[0]));
    }
    if (args) {
      Object.keys(args).forEach(function (k) {
        var v = args[k];
        lines.push(k + ': ' + (typeof v === 'string' ? v : JSON.stringify(v)));
      });
    }
    return lines.join('\n');
  }

  function hover(e) {
    var r = canvas.getBoundingClientRect(), h = hit(e.clientX - r.left, e.clientY - r.top);
    if (!h) { tooltip.hidden = true; return; }
    tooltip.textContent = describe(h);  // text, never markup: names come from the trace
    tooltip.hidden = false;
    var left = Math.min(e.clientX + 14, window.innerWidth - tooltip.offsetWidth - 4);
    var top = e.clientY + 16;
    if (top + tooltip.offsetHeight > window.innerHeight) top = e.clientY - tooltip.offsetHeight - 8;
    tooltip.style.left = Math.max(left, 0) + 'px';
    tooltip.style.top = Math.max(top, 0) + 'px';
  }

  // ---- zoom and pan -----------------------------------------------------------
  canvas.addEventListener('wheel', function (e) {
    var mx = e.clientX - canvas.getBoundingClientRect().left;
    if (mx < LABEL_W) return;  // over the labels the wheel scrolls the page
    e.preventDefault();
    var delta = e.deltaMode === 1 ? 16 : e.deltaMode === 2 ? 400 : 1;  // lines, pages
    var d = view.t1 - view.t0;
    if (e.shiftKey || Math.abs(e.deltaX) > Math.abs(e.deltaY)) {
      var shift = (e.shiftKey ? e.deltaY : e.deltaX) * delta / plotWidth() * d;
      view.t0 += shift;
      view.t1 += shift;
    } else {
      var t = tOf(mx);
      var next = Math.min(Math.max(d * Math.exp(e.deltaY * delta * 0.002), 1e-3), span * 50);
      view.t0 = t - (t - view.t0) * next / d;
      view.t1 = view.t0 + next;
    }
    tooltip.hidden = true;
    redraw();
  }, { passive: false });

  var drag = null;
  canvas.addEventListener('mousedown', function (e) {
    drag = { x: e.clientX, t0: view.t0, t1: view.t1 };
    canvas.style.cursor = 'grabbing';
    e.preventDefault();
  });
  window.addEventListener('mousemove', function (e) {
    if (drag) {
      var dt = (e.clientX - drag.x) / plotWidth() * (drag.t1 - drag.t0);
      view.t0 = drag.t0 - dt;
      view.t1 = drag.t1 - dt;
      tooltip.hidden = true;
      redraw();
    } else if (e.target === canvas) {
      hover(e);
    }
  });
  window.addEventListener('mouseup', function () {
    drag = null;
    canvas.style.cursor = '';
  });
  canvas.addEventListener('mouseleave', function () { tooltip.hidden = true; });
  canvas.addEventListener('dblclick', function () {
    view.t0 = whole.t0;
    view.t1 = whole.t1;
    redraw();
  });
  window.addEventListener('resize', redraw);

  // ---- legend and summary -----------------------------------------------------
  var legend = document.getElementById('legend');
  Object.keys(cats).sort(function (a, b) {
    var ia = KNOWN.indexOf(a), ib = KNOWN.indexOf(b);
    return (ia < 0 ? 99 : ia) - (ib < 0 ? 99 : ib) || (a < b ? -1 : a > b ? 1 : 0);
  }).forEach(function (cat) {
    var item = document.createElement('span'), swatch = document.createElement('i');
    swatch.style.background = colour(cat);
    item.appendChild(swatch);
    item.appendChild(document.createTextNode(cat || '(no category)'));
    legend.appendChild(item);
  });
  if (data.flows.length) {
    var arrow = document.createElement('span');
    arrow.textContent = '\u2192 launch to kernel (flow)';
    legend.appendChild(arrow);
  }

  draw();
  var summary = document.getElementById('summary');
  function count(n, word, plural) { return n + ' ' + (n === 1 ? word : plural || word + 's'); }
  summary.textContent = count(events, 'event') + ' on ' + count(lanes.length, 'track') + ' in ' +
      count(groups.length, 'process', 'processes') + ', ' + count(data.flows.length, 'flow') +
      '; span ' + formatTime(data.span) +
      (data.skipped ? '; ' + count(data.skipped, 'malformed event') + ' skipped' : '');
  summary.setAttribute('data-events', events);
  summary.setAttribute('data-tracks', lanes.length);
  summary.setAttribute('data-skipped', data.skipped);
})();
