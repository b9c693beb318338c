// The page the client drives and the small helpers every feature uses to find its elements.
// Elements of node N are `n<N>` (and `n<N>s`, the slot its children go in, when it has one).

export const app = document.getElementById("sw-app");
export const byId = (id) => document.getElementById(id);
export const slotOf = (nodeId) => byId("n" + nodeId + "s") || byId("n" + nodeId);

// Events: the element's id is n<node>; parts name their node in data-node.
export function nodeOf(element) {
  if (element.dataset.node) return Number(element.dataset.node);
  return Number(element.id.slice(1));
}

export const isShown = (element) => element.getClientRects().length > 0;
export const firstVisible = (selector) => Array.from(document.querySelectorAll(selector)).find(isShown);

// What can take the focus (focus, keyboard flows and accessibility share it).
export const focusableSelector = "input, textarea, select, button, a[href], [tabindex]";

// Child `index` of a slot, not counting elements that are leaving (their removal still runs).
export function childAt(container, index) {
  if (!container.swLeaving) return container.children[index] || null;
  let position = 0;
  for (const child of container.children) {
    if (child.swLeaving) continue;
    if (position === index) return child;
    position++;
  }
  return null;
}
