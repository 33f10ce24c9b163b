function e(e, t) {
  const n = e.elements.namedItem(t);
  n instanceof HTMLElement && n.focus();
}

export { e as t };
//# sourceMappingURL=focus-field-C3m1LNGW.js.map
