// Relative dates and timers that count on in the page.

// Text(date, style: .relative | .offset | .timer) counts on in the page: every second the text is
// written again, in the words the server uses (DateStyleText), on the server's time: data-now is
// the server's clock when it made the text, so the browser's clock only measures what passed since.
const dateUnits = [["year", 31536000], ["month", 2592000], ["week", 604800], ["day", 86400], ["hour", 3600], ["minute", 60], ["second", 1]];
export function dateSpan(seconds, parts) {
  let remaining = Math.floor(seconds);
  const words = [];
  for (const [name, size] of dateUnits) {
    if (words.length >= parts) break;
    const count = Math.floor(remaining / size);
    if (count > 0) {
      words.push(count + " " + name + (count === 1 ? "" : "s"));
      remaining -= count * size;
    }
  }
  return words.length ? words.join(", ") : "0 seconds";
}
export function dateTimer(seconds) {
  const total = Math.floor(seconds);
  const two = (value) => (value < 10 ? "0" : "") + value;
  const hours = Math.floor(total / 3600), minutes = Math.floor((total % 3600) / 60), rest = total % 60;
  return hours > 0 ? hours + ":" + two(minutes) + ":" + two(rest) : minutes + ":" + two(rest);
}
setInterval(() => {
  for (const element of document.querySelectorAll("[data-date-style][data-date]")) {
    const date = Number(element.dataset.date);
    const serverNow = Number(element.dataset.now);
    if (!Number.isFinite(date)) continue;
    if (element.swNowSeen !== element.dataset.now) {
      element.swNowSeen = element.dataset.now;
      element.swSkew = Number.isFinite(serverNow) ? serverNow - Date.now() / 1000 : 0;
    }
    const interval = date - (Date.now() / 1000 + element.swSkew);
    const style = element.dataset.dateStyle;
    const text =
      style === "timer" ? dateTimer(Math.abs(interval))
      : style === "offset" ? (interval < 0 ? "-" : "+") + dateSpan(Math.abs(interval), 1)
      : style === "relative" ? dateSpan(Math.abs(interval), 2)
      : null;
    if (text !== null && element.textContent !== text) element.textContent = text;
  }
}, 1000);
