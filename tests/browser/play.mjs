// Plays a page written by `gridwright export --play` in headless Chromium, as a solver would:
// types the whole solution and sees "Solved", moves with Tab, Space and the arrows, types a
// wrong letter and sees Check mark it, reloads and finds the progress kept, types through the
// phone keyboard's input path on a phone-sized screen, and sees no script of the puzzle's
// text run.
//
// Usage: node play.mjs PAGE.html PLAN.json CHROMIUM
// PLAN.json (written by tests/it/formats_play_browser.rs): {"cells": [{"i", "answer",
// "given"}], "wrong": {"i", "letter"}, "entries": ["1A", ...], "hostile": "clue text"}.
// Prints one line per check and a closing "N passed, N failed" line; exits non-zero on a failure.

import { chromium } from "playwright-core";
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";

const [page_path, plan_path, executable] = process.argv.slice(2);
const plan = JSON.parse(readFileSync(plan_path, "utf8"));
const url = pathToFileURL(page_path).href;
let passed = 0;
let failed = 0;

function check(ok, what, detail = "") {
  if (ok) passed++;
  else failed++;
  console.log(`${ok ? "ok  " : "FAIL"} ${what}${ok || !detail ? "" : ": " + detail}`);
}

const cell = (i) => `.cell[data-i="${i}"]`;
const letters = (page) =>
  page.$$eval(".cell:not(.block)", (els) =>
    Object.fromEntries(els.map((e) => [e.dataset.i, e.querySelector(".let").textContent])),
  );
const status = (page) => page.textContent("#gw-status");
const label = (page) => page.textContent("#gw-current .cl");

async function typeSolution(page) {
  for (const c of plan.cells) {
    if (c.given) continue;
    await page.click(cell(c.i));
    if ([...c.answer].length > 1) {
      await page.click("#gw-rebus");
      await page.keyboard.type(c.answer);
      await page.keyboard.press("Enter");
    } else {
      await page.keyboard.type(c.answer);
    }
  }
}

async function navigation(page) {
  const first = plan.cells.find((c) => !c.given);
  await page.click(cell(first.i));
  const before = await label(page);
  await page.keyboard.press("Tab");
  const after = await label(page);
  const at = plan.entries.indexOf(before);
  check(after === plan.entries[(at + 1) % plan.entries.length], "Tab goes to the next entry", `${before} -> ${after}`);
  await page.keyboard.press("Shift+Tab");
  check((await label(page)) === before, "Shift-Tab comes back", await label(page));
  await page.keyboard.press(" ");
  const turned = await label(page);
  check(turned !== before && /[AD]$/.test(turned), "Space turns to the crossing entry", `${before} -> ${turned}`);
  await page.click(`#gw-lists li[data-e="0"]`);
  check((await label(page)) === plan.entries[0], "a click on a clue goes to its entry", await label(page));
  const bar = await page.textContent("#gw-current .ct");
  const li = await page.textContent(`#gw-lists li[data-e="0"] .t`);
  check(bar === li && bar.length > 0, "the current clue is shown above the grid", bar);
  check(await page.$eval(`#gw-lists li[data-e="0"]`, (e) => e.classList.contains("on")), "the current clue is highlighted in its list");
}

async function solve(page) {
  await typeSolution(page);
  const got = await letters(page);
  const wrong = plan.cells.filter((c) => got[c.i] !== c.answer);
  check(wrong.length === 0, "every typed letter is in its square", JSON.stringify(wrong.slice(0, 3)));
  check(/Solved/.test(await status(page)), "the full solution shows Solved", await status(page));
}

async function wrongLetter(page) {
  await page.click(cell(plan.wrong.i));
  await page.keyboard.type(plan.wrong.letter);
  check(!/Solved/.test(await status(page)), "a wrong letter unsolves", await status(page));
  check(!(await page.$eval(cell(plan.wrong.i), (e) => e.classList.contains("wrong"))), "not marked before Check");
  await page.click(cell(plan.wrong.i));
  await page.click(".menu:first-of-type summary");
  await page.click('button[data-act="check-cell"]');
  check(await page.$eval(cell(plan.wrong.i), (e) => e.classList.contains("wrong")), "Check square marks the wrong letter");
  const right = plan.cells.find((c) => c.i !== plan.wrong.i && !c.given);
  await page.click(".menu:first-of-type summary");
  await page.click('button[data-act="check-all"]');
  check(!(await page.$eval(cell(right.i), (e) => e.classList.contains("wrong"))), "Check puzzle leaves right letters unmarked");
}

async function restored(page) {
  await page.reload();
  const got = await letters(page);
  const expected = plan.cells.map((c) => (c.i === plan.wrong.i ? plan.wrong.letter : c.answer));
  const lost = plan.cells.filter((c, k) => got[c.i] !== expected[k]);
  check(lost.length === 0, "a reload restores every letter", JSON.stringify(lost.slice(0, 3)));
  check(await page.$eval(cell(plan.wrong.i), (e) => e.classList.contains("wrong")), "a reload keeps the check mark");
  await page.click(cell(plan.wrong.i));
  await page.click(".menu:nth-of-type(2) summary");
  await page.click('button[data-act="reveal-cell"]');
  check(/Solved/.test(await status(page)), "Reveal square puts the answer back and solves", await status(page));
  check(await page.$eval(cell(plan.wrong.i), (e) => e.classList.contains("revealed")), "the revealed square is marked");
}

async function timer(page) {
  const t0 = await page.textContent("#gw-timer");
  check(/^\d+:\d\d$/.test(t0), "a timer is shown", t0);
  await page.click("#gw-pause");
  check(await page.isVisible("#gw-cover"), "Pause covers the grid");
  await page.click("#gw-pause");
  check(!(await page.isVisible("#gw-cover")), "Resume uncovers it");
}

async function phone(browser) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.goto(url);
  const box = await page.$eval("#gw-grid", (e) => e.getBoundingClientRect().right);
  check(box <= 390, "the grid fits a phone's width", `right edge at ${box}px`);
  const c = plan.cells.find((x) => !x.given && [...x.answer].length === 1);
  await page.tap(cell(c.i));
  check(await page.evaluate(() => document.activeElement.id === "gw-input"), "a tap focuses the keyboard input");
  // A phone keyboard sends text through the input, with no key codes.
  await page.evaluate((ch) => {
    const input = document.getElementById("gw-input");
    input.value += ch.toLowerCase();
    input.dispatchEvent(new Event("input", { bubbles: true }));
  }, c.answer);
  check((await letters(page))[c.i] === c.answer, "text from the phone keyboard fills the square", (await letters(page))[c.i]);
  await page.tap(cell(c.i));
  await page.evaluate(() => {
    const input = document.getElementById("gw-input");
    input.value = "";
    input.dispatchEvent(new Event("input", { bubbles: true }));
  });
  check((await letters(page))[c.i] === "", "the phone keyboard's Backspace empties it", (await letters(page))[c.i]);
  await context.close();
}

// Playwright starts Chromium with a new empty profile of its own (it refuses --user-data-dir).
const browser = await chromium.launch({
  executablePath: executable,
  args: [
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
  ],
});
try {
  const context = await browser.newContext();
  const page = await context.newPage();
  const dialogs = [];
  const errors = [];
  page.on("dialog", (d) => { dialogs.push(d.message()); d.dismiss(); });
  page.on("pageerror", (e) => errors.push(String(e)));
  page.on("request", (r) => { if (!r.url().startsWith("file:")) errors.push("request " + r.url()); });
  await page.goto(url);
  check((await page.$$(".cell")).length > 0, "the grid is drawn");
  const texts = await page.$$eval("#gw-lists li .t", (els) => els.map((e) => e.textContent));
  check(texts.includes(plan.hostile), "hostile clue text is shown as text", JSON.stringify(texts));
  await navigation(page);
  await solve(page);
  await wrongLetter(page);
  await restored(page);
  await timer(page);
  check(dialogs.length === 0, "no script from the puzzle's text ran", dialogs.join("; "));
  check(errors.length === 0, "no script errors and no requests", errors.join("; "));
  await context.close();
  await phone(browser);
} catch (e) {
  check(false, "the run finished", String(e && e.stack || e));
} finally {
  await browser.close();
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
