// gridwright's playable page: the solver's side. It reads the puzzle from #gw-data, draws
// the grid, moves and types, checks and reveals against the hidden answers, runs the
// timer and keeps progress in the browser's localStorage. Hand-written, no libraries.
(function () {
  "use strict";

  var data = JSON.parse(document.getElementById("gw-data").textContent);
  var W = data.w, H = data.h, N = W * H;
  var cells = data.cells, entries = data.entries;
  var $ = function (id) { return document.getElementById(id); };
  var gridEl = $("gw-grid"), input = $("gw-input"), statusEl = $("gw-status");
  var WRONG = 1, REVEALED = 2;

  // ---- the hidden answers (the writer's hide.rs, reversed) ----

  // FNV-1a, 32 bits, over the UTF-8 bytes of a string.
  function fnv1a(text) {
    var bytes = new TextEncoder().encode(text), h = 0x811c9dc5;
    for (var i = 0; i < bytes.length; i++) h = Math.imul(h ^ bytes[i], 0x01000193) >>> 0;
    return h;
  }
  // The grid's shape: "WxH:" then "#" for a block and "." for a white square.
  function shape() {
    var s = W + "x" + H + ":";
    for (var i = 0; i < N; i++) s += cells[i] ? "." : "#";
    return s;
  }
  // Square i's key stream (mulberry32).
  function stream(seed, i) {
    var a = (seed ^ Math.imul(i, 0x9e3779b1)) | 0;
    return function () {
      a = (a + 0x6d2b79f5) | 0;
      var t = Math.imul(a ^ (a >>> 15), a | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return (t ^ (t >>> 14)) & 255;
    };
  }
  function unhide(hex, seed, i) {
    var next = stream(seed, i), bytes = new Uint8Array(hex.length / 2);
    for (var k = 0; k < bytes.length; k++) bytes[k] = parseInt(hex.substr(2 * k, 2), 16) ^ next();
    return new TextDecoder().decode(bytes);
  }
  var answers = null;
  if (data.answers) {
    var seed = fnv1a(shape());
    answers = data.answers.map(function (hex, i) { return cells[i] ? unhide(hex, seed, i) : null; });
  }

  // ---- state, saved in localStorage under the puzzle's id ----

  var KEY = "gridwright-play:" + data.id;
  var st = { v: [], f: [], t: 0, solved: false };
  for (var i = 0; i < N; i++) {
    st.v.push(cells[i] && cells[i].g ? cells[i].g : "");
    st.f.push(0);
  }
  function load() {
    var saved = null;
    try { saved = JSON.parse(localStorage.getItem(KEY) || "null"); } catch (e) { saved = null; }
    if (!saved || !Array.isArray(saved.v) || saved.v.length !== N) return;
    for (var i = 0; i < N; i++) {
      if (!cells[i] || cells[i].g) continue;
      st.v[i] = typeof saved.v[i] === "string" ? saved.v[i].slice(0, 12) : "";
      st.f[i] = (saved.f && saved.f[i]) | 0;
    }
    st.t = Math.max(0, saved.t | 0);
    st.solved = !!saved.solved;
  }
  function save() {
    try { localStorage.setItem(KEY, JSON.stringify(st)); } catch (e) { /* private mode: play on */ }
  }

  // ---- the grid ----

  var cellEntries = [];   // for each square, the entries through it
  for (i = 0; i < N; i++) cellEntries.push([]);
  entries.forEach(function (e, k) { e.c.forEach(function (c) { cellEntries[c].push(k); }); });
  var els = [];
  var liOf = [];
  document.querySelectorAll("li[data-e]").forEach(function (li) { liOf[li.getAttribute("data-e") | 0] = li; });

  function build() {
    gridEl.style.gridTemplateColumns = "repeat(" + W + ", var(--cell, 36px))";
    for (var i = 0; i < N; i++) {
      var c = cells[i], el = document.createElement("div");
      el.className = "cell" + (c ? "" : " block");
      if (i % W === W - 1) el.className += " last-col";
      if (i >= N - W) el.className += " last-row";
      el.setAttribute("data-i", i);
      if (c) {
        if (c.s) el.className += " shaded";
        if (c.r) el.className += " br";
        if (c.b) el.className += " bb";
        if (c.g) el.className += " given";
        if (c.bg) el.style.setProperty("--bg", c.bg);
        if (c.n) add(el, "span", "num").textContent = c.n;
        if (c.c) add(el, "div", "ring");
        add(el, "span", "let");
      }
      gridEl.appendChild(el);
      els.push(el);
    }
  }
  function add(parent, tag, cls) {
    var el = document.createElement(tag);
    el.className = cls;
    parent.appendChild(el);
    return el;
  }

  // ---- the cursor: a square and the entry being solved ----

  var cur = -1, ent = -1, rebus = false, paused = false;

  // The entry through square i, preferring direction d ("a" or "d"), else the current one.
  function pick(i, d) {
    var list = cellEntries[i];
    for (var k = 0; k < list.length; k++) if (entries[list[k]].d === d) return list[k];
    if (list.indexOf(ent) >= 0) return ent;
    return list.length ? list[0] : -1;
  }
  function go(i, d) {
    if (i < 0 || !cells[i]) return;
    endRebus();
    cur = i;
    ent = pick(i, d || (ent >= 0 ? entries[ent].d : "a"));
    paint();
  }
  function goEntry(k) {
    if (k < 0 || k >= entries.length) return;
    endRebus();
    var sq = entries[k].c;
    var blank = sq.filter(function (c) { return !st.v[c]; });
    ent = k;
    cur = blank.length ? blank[0] : sq[0];
    paint();
  }
  function toggle() {
    var list = cellEntries[cur];
    if (list.length > 1) { ent = list[(list.indexOf(ent) + 1) % list.length]; paint(); }
  }
  // The arrow keys: turn to the arrow's direction first, then move over blocks.
  function arrow(dr, dc) {
    var d = dc ? "a" : "d";
    if (ent >= 0 && entries[ent].d !== d && pick(cur, d) !== ent && entries[pick(cur, d)].d === d) {
      ent = pick(cur, d);
      paint();
      return;
    }
    var r = Math.floor(cur / W) + dr, c = (cur % W) + dc;
    while (r >= 0 && r < H && c >= 0 && c < W) {
      if (cells[r * W + c]) { go(r * W + c, d); return; }
      r += dr; c += dc;
    }
  }
  // Moves within the current entry by one square (+1 or -1); false at its end.
  function step(delta) {
    if (ent < 0) return false;
    var sq = entries[ent].c, k = sq.indexOf(cur) + delta;
    if (k < 0 || k >= sq.length) return false;
    cur = sq[k];
    return true;
  }
  function editable(i) { return cells[i] && !cells[i].g && !(st.f[i] & REVEALED) && !paused; }

  // ---- typing ----

  function type(ch) {
    ch = ch.normalize("NFC").toUpperCase();
    if (rebus) {
      if (editable(cur) && st.v[cur].length < 12) { st.v[cur] += ch; st.f[cur] &= ~WRONG; changed(); }
      return;
    }
    if (editable(cur)) { st.v[cur] = ch; st.f[cur] &= ~WRONG; }
    step(1);
    changed();
  }
  function backspace() {
    if (rebus) {
      if (editable(cur)) { st.v[cur] = Array.from(st.v[cur]).slice(0, -1).join(""); changed(); }
      return;
    }
    if (!st.v[cur] || !editable(cur)) step(-1);
    if (editable(cur)) { st.v[cur] = ""; st.f[cur] &= ~WRONG; }
    changed();
  }
  // Rebus entry: letters go into the one square until Enter, Esc, Insert or the button.
  function startRebus() {
    if (!editable(cur)) return;
    rebus = true;
    $("gw-rebus").setAttribute("aria-pressed", "true");
    paint();
  }
  function endRebus() {
    if (!rebus) return;
    rebus = false;
    $("gw-rebus").setAttribute("aria-pressed", "false");
  }
  function commitRebus() {
    endRebus();
    step(1);
    changed();
  }
  function nextEntry(delta) {
    if (!entries.length) return;
    goEntry(((ent < 0 ? 0 : ent + delta) % entries.length + entries.length) % entries.length);
  }

  var KEYS = {
    ArrowLeft: function () { arrow(0, -1); }, ArrowRight: function () { arrow(0, 1); },
    ArrowUp: function () { arrow(-1, 0); }, ArrowDown: function () { arrow(1, 0); },
    Backspace: backspace,
    Delete: function () { if (editable(cur)) { st.v[cur] = ""; st.f[cur] &= ~WRONG; changed(); } },
    " ": function () { if (!rebus) toggle(); },
    Enter: function () { if (rebus) commitRebus(); },
    Escape: function () { if (rebus) commitRebus(); else startRebus(); },
    Insert: function () { if (rebus) commitRebus(); else startRebus(); }
  };
  function onKey(e) {
    if (e.ctrlKey || e.metaKey || e.altKey || paused) return;
    var k = e.key;
    if (k === "Unidentified" || e.keyCode === 229) return; // a phone keyboard: see onInput
    if (k === "Tab") { nextEntry(e.shiftKey ? -1 : 1); e.preventDefault(); return; }
    if (KEYS[k]) { KEYS[k](); e.preventDefault(); return; }
    if (Array.from(k).length === 1 && /\S/.test(k)) { type(k); e.preventDefault(); }
  }
  // Phone keyboards send text through the hidden input, not key codes: a sentinel character
  // stays in it, so an empty input means Backspace.
  var SENTINEL = "\u200b";
  function resetInput() {
    input.value = SENTINEL;
    try { input.setSelectionRange(1, 1); } catch (e) { /* not focused */ }
  }
  function onInput() {
    var v = input.value;
    if (v === "" && !paused) backspace();
    Array.from(v.split(SENTINEL).join("")).forEach(function (ch) {
      if (paused) return;
      if (ch === " ") toggle(); else if (/\S/.test(ch)) type(ch);
    });
    resetInput();
  }

  // ---- check, reveal, solved ----

  function scope(what) {
    if (what === "cell") return [cur];
    if (what === "entry") return ent >= 0 ? entries[ent].c : [cur];
    var all = [];
    for (var i = 0; i < N; i++) if (cells[i]) all.push(i);
    return all;
  }
  function check(what) {
    var wrong = 0;
    scope(what).forEach(function (i) {
      if (st.v[i] && st.v[i] !== answers[i]) { st.f[i] |= WRONG; wrong++; }
    });
    changed(wrong ? wrong + (wrong === 1 ? " square is" : " squares are") + " wrong." : "Nothing wrong there.");
  }
  function reveal(what) {
    if (what === "all" && !window.confirm("Reveal the whole puzzle?")) return;
    scope(what).forEach(function (i) {
      if (cells[i].g || st.v[i] === answers[i]) return;
      st.v[i] = answers[i];
      st.f[i] = REVEALED;
    });
    changed();
  }
  function clearAll() {
    if (!window.confirm("Clear every square?")) return;
    for (var i = 0; i < N; i++) if (cells[i] && !cells[i].g) { st.v[i] = ""; st.f[i] = 0; }
    st.solved = false;
    changed();
  }
  function judge() {
    var full = true, right = true;
    for (var i = 0; i < N; i++) {
      if (!cells[i]) continue;
      if (!st.v[i]) full = false;
      else if (answers && st.v[i] !== answers[i]) right = false;
    }
    st.solved = !!answers && full && right;
    if (st.solved) return "Solved! Your time: " + clock(st.t);
    if (full) return answers ? "Every square is filled, but something is not right yet." : "Every square is filled.";
    return "";
  }
  function changed(note) {
    var said = judge();
    statusEl.textContent = note && !said ? note : said;
    statusEl.className = "status" + (st.solved ? " solved" : said ? " almost" : "");
    var ex = $("gw-explanation");
    if (ex) ex.hidden = !st.solved;
    save();
    paint();
  }

  // ---- timer ----

  function clock(t) {
    var h = Math.floor(t / 3600), m = Math.floor(t / 60) % 60, s = t % 60;
    return (h ? h + ":" + (m < 10 ? "0" : "") : "") + m + ":" + (s < 10 ? "0" : "") + s;
  }
  function tick() {
    if (paused || st.solved || document.hidden) return;
    st.t++;
    $("gw-timer").textContent = clock(st.t);
    if (st.t % 5 === 0) save();
  }
  function pause() {
    paused = !paused;
    endRebus();
    $("gw-pause").textContent = paused ? "Resume" : "Pause";
    $("gw-pause").setAttribute("aria-pressed", paused ? "true" : "false");
    $("gw-cover").hidden = !paused;
    save();
  }

  // ---- drawing ----

  function paint() {
    var on = ent >= 0 ? entries[ent].c : [];
    for (var i = 0; i < N; i++) {
      var el = els[i];
      if (!cells[i]) continue;
      el.classList.toggle("hl", on.indexOf(i) >= 0);
      el.classList.toggle("cur", i === cur && !rebus);
      el.classList.toggle("rebus-on", i === cur && rebus);
      el.classList.toggle("wrong", !!(st.f[i] & WRONG));
      el.classList.toggle("revealed", !!(st.f[i] & REVEALED));
      var letter = el.querySelector(".let");
      letter.textContent = st.v[i];
      // A rebus shrinks to fit its square.
      var len = Array.from(st.v[i]).length;
      letter.classList.toggle("long", len > 1);
      letter.style.fontSize = len > 1 ? "calc(var(--cell, 36px) * " + Math.max(0.16, Math.min(0.4, 1.05 / len)).toFixed(3) + ")" : "";
    }
    liOf.forEach(function (li, k) {
      li.classList.toggle("on", k === ent);
      li.classList.toggle("cross", k !== ent && cur >= 0 && cellEntries[cur].indexOf(k) >= 0);
    });
    var bar = $("gw-current");
    bar.querySelector(".cl").textContent = ent >= 0 ? entries[ent].l : "";
    var text = bar.querySelector(".ct");
    while (text.firstChild) text.removeChild(text.firstChild);
    if (liOf[ent]) text.appendChild(liOf[ent].querySelector(".t").cloneNode(true));
    if (liOf[ent]) keepVisible(liOf[ent]);
    $("gw-timer").textContent = clock(st.t);
  }
  function keepVisible(li) {
    var ol = li.parentNode, top = li.offsetTop;
    if (ol.scrollHeight <= ol.clientHeight) return;
    if (top < ol.scrollTop) ol.scrollTop = top;
    else if (top + li.offsetHeight > ol.scrollTop + ol.clientHeight) ol.scrollTop = top + li.offsetHeight - ol.clientHeight;
  }
  // Squares as large as the screen allows: the whole grid visible on a phone.
  function fit() {
    var narrow = window.innerWidth <= 760;
    var across = narrow ? window.innerWidth - 20 : Math.min(window.innerWidth * 0.58, 640);
    var tall = Math.max(window.innerHeight - (narrow ? 110 : 220), 260);
    var size = Math.max(16, Math.min(48, Math.floor(Math.min(across / W, tall / H))));
    document.documentElement.style.setProperty("--cell", size + "px");
    document.documentElement.style.setProperty("--lists-h", Math.max(size * H + 40, 240) + "px");
  }

  // ---- wiring ----

  function focusKeys() { input.focus({ preventScroll: true }); resetInput(); }
  gridEl.addEventListener("click", function (e) {
    var el = e.target.closest(".cell");
    if (!el || paused) return;
    var i = el.getAttribute("data-i") | 0;
    if (i === cur && !rebus) toggle(); else go(i);
    focusKeys();
  });
  $("gw-lists").addEventListener("click", function (e) {
    var li = e.target.closest("li[data-e]");
    if (!li || paused) return;
    goEntry(li.getAttribute("data-e") | 0);
    focusKeys();
  });
  document.querySelector(".tools").addEventListener("click", function (e) {
    var b = e.target.closest("button[data-act]");
    if (!b) return;
    var act = b.getAttribute("data-act"), menu = b.closest("details");
    if (menu) menu.open = false;
    if (act === "pause") { pause(); return; }
    if (paused) return;
    if (act === "rebus") { if (rebus) commitRebus(); else startRebus(); }
    else if (act === "clear") clearAll();
    else if (answers && act.indexOf("check-") === 0) check(act.slice(6));
    else if (answers && act.indexOf("reveal-") === 0) reveal(act.slice(7));
    focusKeys();
  });
  input.addEventListener("keydown", onKey);
  input.addEventListener("input", onInput);
  document.addEventListener("keydown", function (e) {
    if (e.target === document.body) { onKey(e); focusKeys(); }
  });
  window.addEventListener("resize", fit);
  window.addEventListener("pagehide", save);

  build();
  load();
  fit();
  if (entries.length) goEntry(0);
  else for (i = 0; i < N; i++) if (cells[i]) { go(i); break; }
  changed();
  setInterval(tick, 1000);
})();
