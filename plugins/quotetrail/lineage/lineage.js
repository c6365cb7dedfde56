/*
 * The lineage page's graph: drawn by Cytoscape.js with the dagre layout from
 * the JSON the page holds, with zoom, pan, search, the full name on hover and
 * the details of the selected node in the side panel (its <section>, rendered
 * with the page). The kinds of node are the legend's and their colours the
 * page's CSS variables, so the legend and the nodes cannot disagree.
 */
(function () {
  "use strict";

  const elements = JSON.parse(document.getElementById("lineage-data").textContent);
  const css = getComputedStyle(document.documentElement);
  const colour = (name) => css.getPropertyValue("--" + name).trim();
  const kinds = Array.from(document.querySelectorAll(".legend [data-kind]"), (swatch) => swatch.dataset.kind);
  const statusColours = {
    passed: colour("passed"),
    complete: colour("passed"),
    warning: colour("warning"),
    failed: colour("failed"),
    fail: colour("failed"),
    abort: colour("failed"),
  };

  const style = [
    {
      selector: "node",
      style: {
        shape: "round-rectangle",
        width: 190,
        height: 34,
        label: "data(label)",
        "font-size": 11,
        "text-valign": "center",
        "text-halign": "center",
        "text-wrap": "ellipsis",
        "text-max-width": 176,
        "border-width": 2,
      },
    },
    ...kinds.map((kind) => ({
      selector: `node[kind = "${kind}"]`,
      style: { "background-color": colour(kind), "border-color": colour(kind + "-border") },
    })),
    { selector: 'node[kind = "job"]', style: { shape: "round-rectangle", "corner-radius": 16 } },
    ...Object.entries(statusColours).map(([status, value]) => ({
      selector: `node[status = "${status}"]`,
      style: { "border-color": value, "border-width": 3 },
    })),
    {
      selector: "edge",
      style: {
        width: 1.3,
        "curve-style": "bezier",
        "line-color": colour("edge"),
        "target-arrow-color": colour("edge"),
        "target-arrow-shape": "triangle",
        "arrow-scale": 0.8,
      },
    },
    { selector: "node:selected", style: { "border-color": colour("selected"), "border-width": 5 } },
    { selector: ".faded", style: { opacity: 0.2 } },
  ];

  const cy = cytoscape({
    container: document.getElementById("graph"),
    elements: {
      nodes: elements.nodes.map((node) => ({ data: node })),
      edges: elements.edges.map(([source, target], index) => ({
        data: { id: "e" + index, source: source, target: target },
      })),
    },
    style: style,
    layout: { name: "dagre", rankDir: "LR", nodeSep: 10, rankSep: 70, edgeSep: 6 },
    minZoom: 0.05,
    maxZoom: 4,
    selectionType: "single",
    boxSelectionEnabled: false,
    autoungrabify: true,
  });
  window.lineageGraph = cy;
  document.body.classList.add("scripted");

  const panel = document.getElementById("panel");
  const hint = panel.querySelector(".hint");
  const status = document.getElementById("search-status");

  function show(node) {
    cy.elements().removeClass("faded");
    const related = node.predecessors().union(node.successors()).union(node);
    cy.elements().difference(related).addClass("faded");
    cy.nodes(":selected").unselect();
    node.select();
    for (const section of panel.querySelectorAll(".detail.shown")) {
      section.classList.remove("shown");
    }
    const section = document.getElementById(node.id());
    section.classList.add("shown");
    hint.classList.add("hidden");
    panel.scrollTop = 0;
  }

  function focus(node) {
    show(node);
    cy.animate({ center: { eles: node }, zoom: Math.max(cy.zoom(), 1) }, { duration: 250 });
  }

  cy.on("tap", "node", (event) => show(event.target));
  cy.on("tap", (event) => {
    if (event.target === cy) {
      cy.elements().removeClass("faded");
    }
  });

  const hover = document.getElementById("hover");
  cy.on("mouseover", "node", (event) => {
    const node = event.target;
    const position = node.renderedPosition();
    hover.textContent = `${node.data("name")} (${node.data("status")})`;
    hover.style.left = `${Math.max(position.x - node.renderedWidth() / 2, 0)}px`;
    hover.style.top = `${position.y + node.renderedHeight() / 2 + 4}px`;
    hover.hidden = false;
  });
  cy.on("mouseout", "node", () => {
    hover.hidden = true;
  });
  cy.on("viewport", () => {
    hover.hidden = true;
  });

  // Links in the panel and the tables select their node in the graph.
  document.addEventListener("click", (event) => {
    const link = event.target.closest("a[data-node]");
    if (link) {
      event.preventDefault();
      focus(cy.getElementById(link.dataset.node));
      document.querySelector(".workspace").scrollIntoView({ block: "nearest" });
    }
  });

  function find(query) {
    const wanted = query.trim().toLowerCase();
    if (!wanted) {
      return null;
    }
    const nodes = cy.nodes().toArray();
    const exact = (node) =>
      node.data("name").toLowerCase() === wanted || node.data("label").toLowerCase() === wanted;
    const ending = (node) => node.data("name").toLowerCase().endsWith(wanted);
    const containing = (node) => node.data("name").toLowerCase().includes(wanted);
    return nodes.find(exact) || nodes.find(ending) || nodes.find(containing) || null;
  }

  document.getElementById("search").addEventListener("submit", (event) => {
    event.preventDefault();
    const query = document.getElementById("search-input").value;
    const node = find(query);
    if (node) {
      focus(node);
      status.textContent = `Found ${node.data("name")}`;
    } else {
      status.textContent = `Nothing is named like "${query}"`;
    }
  });

  const zoomBy = (factor) =>
    cy.zoom({
      level: cy.zoom() * factor,
      renderedPosition: { x: cy.width() / 2, y: cy.height() / 2 },
    });
  document.getElementById("zoom-in").addEventListener("click", () => zoomBy(1.25));
  document.getElementById("zoom-out").addEventListener("click", () => zoomBy(0.8));
  document.getElementById("fit").addEventListener("click", () => cy.fit(undefined, 20));

  const opened = location.hash && cy.getElementById(location.hash.slice(1));
  if (opened && opened.length) {
    focus(opened);
  }
})();
