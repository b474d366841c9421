// The living documentation's filter: status, tag, clause and free text.
// Runs in the page (inlined by living-doc/render.ts); without it the page shows everything.
(() => {
  const form = document.getElementById("filters");
  if (!form) return;
  form.hidden = false;
  const status = document.getElementById("filter-status");
  const tag = document.getElementById("filter-tag");
  const clause = document.getElementById("filter-clause");
  const text = document.getElementById("filter-text");
  const count = document.getElementById("filter-count");

  // Accents and letter case aside, as the site's own search does.
  const normalise = (value) =>
    value
      .normalize("NFD")
      .replace(/\p{Diacritic}/gu, "")
      .toLowerCase();
  const texts = new WeakMap();
  const textOf = (element) => {
    let value = texts.get(element);
    if (value === undefined) {
      value = normalise(element.textContent || "");
      texts.set(element, value);
    }
    return value;
  };

  const articles = Array.from(document.querySelectorAll("article.clause")).map((article) => ({
    article,
    head: article.querySelector(".clause-head"),
    scenarios: Array.from(article.querySelectorAll("details.scenario")),
  }));
  const sections = Array.from(document.querySelectorAll("section.doc-section"));

  // "AREA" or "AREA-" shows the family, "AREA-2" the one clause.
  const clauseMatches = (id, query) => {
    if (!query) return true;
    const wanted = query.toUpperCase();
    if (id === wanted) return true;
    return /\d$/.test(wanted) ? false : id.startsWith(wanted.endsWith("-") ? wanted : `${wanted}-`);
  };

  const apply = () => {
    const wantedStatus = status.value;
    const wantedTag = tag.value;
    const wantedClause = clause.value.trim();
    const words = normalise(text.value).split(/\s+/).filter(Boolean);
    let shown = 0;
    for (const { article, head, scenarios } of articles) {
      const statusOk =
        !wantedStatus ||
        (wantedStatus === "without-browser"
          ? article.dataset.flag === "without-browser"
          : wantedStatus === "unbroken"
            ? article.dataset.unbroken !== undefined
            : article.dataset.status === wantedStatus);
      let visible = statusOk && clauseMatches(article.dataset.id || "", wantedClause);
      const headText = textOf(head);
      const clauseSays = words.every((word) => headText.includes(word));
      let anyScenario = false;
      for (const scenario of scenarios) {
        const tagOk = !wantedTag || (scenario.dataset.tags || "").split(" ").includes(wantedTag);
        const textOk = words.length === 0 || clauseSays || words.every((word) => textOf(scenario).includes(word));
        scenario.hidden = !(tagOk && textOk);
        if (!scenario.hidden) anyScenario = true;
      }
      if (wantedTag) visible = visible && anyScenario;
      if (words.length > 0) visible = visible && (clauseSays || anyScenario);
      article.hidden = !visible;
      if (visible) shown += 1;
    }
    for (const section of sections) {
      section.hidden = !section.querySelector("article.clause:not([hidden])");
    }
    count.textContent = `Showing ${shown} of ${articles.length} clauses.`;
  };

  form.addEventListener("input", apply);
  form.addEventListener("submit", (event) => event.preventDefault());
  apply();
})();
