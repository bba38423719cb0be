// KernelCraft HTML report, last script of the page: the filters and the charts.
//
// #kc-data holds the report's tables as JSON: one array of row objects per table id, keyed by
// the column keys of kc/report.h (plus kernel_href, transcript_href and episode_href, the links
// the page writer adds). Every chart below is a Vega-Lite specification over those rows, drawn
// by vega-embed as SVG into the .kc-plot element of the same name; the page writer emits an
// element only for the charts whose data the report holds. When every chart has rendered,
// #kc-status gets data-state="ok", otherwise "error" with the reasons.
//
// Filters (platform, model, level; also from the URL: report.html?platform=rv32&level=1) hide
// table rows and redraw the charts from the rows they keep.
(function () {
  'use strict';
  const data = JSON.parse(document.getElementById('kc-data').textContent);
  const status = document.getElementById('kc-status');
  const form = document.getElementById('kc-filters');
  const filter = {platform: '', model: '', level: ''};

  // ---- filters -------------------------------------------------------------------------------

  function platformOf(row) {
    if (typeof row.platform === 'string') return row.platform;
    if (typeof row.target === 'string') return row.target.split('.')[0];
    return undefined;   // not about one platform: always kept
  }
  // "1" for level 1 or "L1"; null for an unknown level or "all"; undefined for rows without one.
  function levelOf(row) {
    if (!('level' in row)) return undefined;
    if (typeof row.level === 'number') return String(row.level);
    if (typeof row.level === 'string' && /^L[0-9]+$/.test(row.level)) return row.level.slice(1);
    return null;
  }
  function keep(row) {
    if (filter.platform) {
      const p = platformOf(row);
      if (p !== undefined && p !== filter.platform) return false;
    }
    if (filter.model && typeof row.model === 'string' && row.model !== filter.model) return false;
    if (filter.level) {
      const l = levelOf(row);
      if (l !== undefined && l !== filter.level) return false;
    }
    return true;
  }
  function rows(id) {
    return (data[id] || []).filter(keep);
  }
  function filterText() {
    return Object.keys(filter).filter(k => filter[k]).map(k => k + '=' + filter[k]).join(', ');
  }
  function filterTables() {
    for (const table of document.querySelectorAll('table[data-table]')) {
      const id = table.dataset.table;
      const all = data[id] || [];
      let shown = 0;
      for (const tr of table.tBodies[0].rows) {
        const ok = keep(all[Number(tr.dataset.row)] || {});
        tr.hidden = !ok;
        shown += ok ? 1 : 0;
      }
      table.dataset.shown = String(shown);
      const count = document.querySelector('[data-count="' + id + '"]');
      if (count) count.textContent = shown === all.length ? '(' + all.length + ' rows)' : '(' + shown + ' of ' + all.length + ' rows)';
    }
    const shown = document.getElementById('kc-shown');
    if (shown) shown.textContent = filterText() ? 'showing ' + filterText() : '';
  }

  // ---- chart specifications -----------------------------------------------------------------

  const log = {type: 'log'};
  const percent = {format: '.0%'};
  const clickKernel = 'click: kernel text';
  const unique = values => Array.from(new Set(values));
  const byLevelThenName = (a, b) => (a.level || 9) - (b.level || 9) || (a.task < b.task ? -1 : a.task > b.task ? 1 : 0);

  const specs = {
    roofline() {
      const values = rows('results')
        .filter(r => r.status === 'pass' && r.cycles > 0 && r.roofline_cycles > 0)
        .map(r => Object.assign({}, r, {
          target: r.platform + '.' + r.hw,
          kind: r.kernel === 'baseline' ? 'baseline' : r.episode != null ? 'agent episode' : 'kernel file',
          hint: r.kernel_href ? clickKernel : ''
        }));
      const x = {type: 'quantitative', scale: log, title: 'roofline bound (cycles)'};
      const y = {type: 'quantitative', scale: log, title: 'measured cycles'};
      return {
        data: {values: values},
        facet: {field: 'target', type: 'nominal', title: null},
        columns: 2,
        resolve: {scale: {x: 'independent', y: 'independent'}},
        spec: {
          width: 380,
          height: 300,
          layer: [
            {
              // The roofline: cycles = bound, across the panel's points.
              transform: [
                {aggregate: [{op: 'min', field: 'roofline_cycles', as: 'lo'}, {op: 'max', field: 'cycles', as: 'hi'}],
                 groupby: ['target']},
                {calculate: 'datum.lo / 1.5', as: 'lo'},
                {calculate: 'datum.hi * 1.5', as: 'hi'},
                {fold: ['lo', 'hi'], as: ['end', 'v']}
              ],
              layer: [
                {mark: {type: 'line', strokeDash: [6, 4], color: '#444'}},
                {
                  transform: [{filter: "datum.end === 'hi'"}],
                  mark: {type: 'text', text: 'roofline', align: 'right', dx: -4, dy: -8, color: '#444'}
                }
              ],
              encoding: {x: Object.assign({field: 'v'}, x), y: Object.assign({field: 'v'}, y)}
            },
            {
              mark: {type: 'point', filled: true, size: 55, opacity: 0.8, cursor: 'pointer'},
              encoding: {
                x: Object.assign({field: 'roofline_cycles'}, x),
                y: Object.assign({field: 'cycles'}, y),
                color: {field: 'kind', type: 'nominal', title: 'kernel'},
                href: {field: 'kernel_href'},
                tooltip: [
                  {field: 'case'}, {field: 'kernel'}, {field: 'cycles', format: ','},
                  {field: 'roofline_cycles', title: 'roofline bound', format: ',.0f'},
                  {field: 'roofline_fraction', title: 'roofline fraction', format: '.1%'},
                  {field: 'speedup', format: '.2f'}, {field: 'hint', title: ' '}
                ]
              }
            }
          ]
        }
      };
    },

    baselines() {
      const values = rows('results')
        .filter(r => r.kernel === 'baseline' && r.expect === 'pass')
        .sort(byLevelThenName)
        .map(r => Object.assign({}, r, {
          target: r.platform + '.' + r.hw,
          row: (r.level ? 'L' + r.level + ' ' : '') + r.task,
          passed: r.status === 'pass',
          share: r.roofline_fraction || 0,
          hint: r.kernel_href ? clickKernel : ''
        }));
      // One panel per platform.hw; its size from the most tasks and configurations of any panel
      // (a step size does not combine with layers in a facet).
      const most = key => Math.max(1, ...unique(values.map(v => v.target)).map(t =>
        unique(values.filter(v => v.target === t).map(v => v[key])).length));
      const tooltip = [
        {field: 'case'}, {field: 'status'}, {field: 'cycles', format: ','},
        {field: 'roofline_fraction', title: 'roofline fraction', format: '.1%'}, {field: 'hint', title: ' '}
      ];
      return {
        data: {values: values},
        facet: {field: 'target', type: 'nominal', title: null},
        columns: 3,
        resolve: {scale: {x: 'independent', y: 'independent'}},
        spec: {
          width: 30 * most('config'),
          height: 17 * most('row'),
          encoding: {
            x: {field: 'config', type: 'ordinal', title: 'configuration', axis: {orient: 'top', labelAngle: 0}},
            y: {field: 'row', type: 'ordinal', title: null, sort: unique(values.map(v => v.row))}
          },
          layer: [
            {
              transform: [{filter: 'datum.passed'}],
              mark: {type: 'rect', cursor: 'pointer'},
              encoding: {
                color: {field: 'share', type: 'quantitative', title: 'roofline fraction',
                        scale: {domain: [0, 1], scheme: 'viridis'}, legend: {format: '.0%'}},
                href: {field: 'kernel_href'},
                tooltip: tooltip
              }
            },
            {
              transform: [{filter: '!datum.passed'}],
              mark: {type: 'rect', color: '#d62728', cursor: 'pointer'},
              encoding: {href: {field: 'kernel_href'}, tooltip: tooltip}
            },
            {
              transform: [{filter: '!datum.passed'}],
              mark: {type: 'text', text: 'x', color: 'white', fontWeight: 'bold'}
            }
          ]
        }
      };
    },

    history() {
      const values = rows('history')
        .filter(r => r.cycles > 0)
        .map(r => Object.assign({}, r, {
          target: r.platform + '.' + r.hw,
          series: r.case + ' ' + r.kernel + ' seed ' + r.seed,
          hint: r.kernel_href ? clickKernel : ''
        }));
      return {
        data: {values: values},
        transform: [
          {window: [{op: 'first_value', field: 'cycles', as: 'first_cycles'}], groupby: ['series'],
           sort: [{field: 'run'}], frame: [null, null]},
          {calculate: 'datum.cycles / datum.first_cycles', as: 'relative'}
        ],
        width: 720,
        height: 300,
        encoding: {
          x: {field: 'run', type: 'ordinal', title: 'run', axis: {labelAngle: 0}},
          y: {field: 'relative', type: 'quantitative', scale: {zero: false, domain: {unionWith: [0.98, 1.02]}},
              title: "cycles relative to the series' first run", axis: {format: '.3~f'}}
        },
        layer: [
          {
            mark: {type: 'line', strokeWidth: 1.5},
            encoding: {
              detail: {field: 'series', type: 'nominal'},
              color: {field: 'target', type: 'nominal', title: 'platform.hw'},
              opacity: {condition: {param: 'hover', empty: true, value: 0.8}, value: 0.08}
            }
          },
          {
            params: [{name: 'hover', select: {type: 'point', fields: ['series'], on: 'pointerover', clear: 'pointerout'}}],
            mark: {type: 'point', filled: true, size: 45, cursor: 'pointer'},
            encoding: {
              color: {field: 'rtl_hash', type: 'nominal', title: 'RTL hash', scale: {scheme: 'dark2'}},
              opacity: {condition: {param: 'hover', empty: true, value: 0.9}, value: 0.15},
              href: {field: 'kernel_href'},
              tooltip: [
                {field: 'case'}, {field: 'kernel'}, {field: 'seed'}, {field: 'run'},
                {field: 'run_started', title: 'run started'}, {field: 'rtl_hash', title: 'RTL hash'},
                {field: 'cycles', format: ','}, {field: 'relative', title: 'relative to first run', format: '.4f'},
                {field: 'verdict'}, {field: 'hint', title: ' '}
              ]
            }
          },
          {
            transform: [{filter: "datum.verdict === 'regressed'"}],
            mark: {type: 'point', shape: 'triangle-up', filled: true, size: 110, color: '#d62728'}
          }
        ],
        resolve: {scale: {color: 'independent'}}
      };
    },

    success() {
      const values = rows('agent_success')
        .filter(r => r.level !== 'all')
        .map(r => Object.assign({}, r, {panel: r.target + ' · ' + r.split}));
      return {
        data: {values: values},
        facet: {field: 'panel', type: 'nominal', title: null},
        columns: 3,
        spec: {
          width: {step: 44},
          height: 200,
          mark: {type: 'bar'},
          encoding: {
            x: {field: 'level', type: 'ordinal', title: 'level', axis: {labelAngle: 0}},
            xOffset: {field: 'model', type: 'nominal'},
            y: {field: 'success_rate', type: 'quantitative', title: 'success rate', scale: {domain: [0, 1]}, axis: percent},
            color: {field: 'model', type: 'nominal', title: 'model'},
            tooltip: [
              {field: 'model'}, {field: 'target', title: 'platform.hw'}, {field: 'split'}, {field: 'level'},
              {field: 'successes'}, {field: 'episodes'}, {field: 'configs'},
              {field: 'success_rate', title: 'success rate', format: '.1%'}
            ]
          }
        }
      };
    },

    pass_at_k() {
      const values = [];
      for (const r of rows('agent_pass_at_k')) {
        if (r.level === 'all') continue;
        const panel = r.model + ' · ' + r.target + ' · ' + r.split;
        values.push(Object.assign({}, r, {panel: panel, metric: 'pass@1', value: r.pass_at_1}));
        if (r.k) values.push(Object.assign({}, r, {panel: panel, metric: 'pass@' + r.k, value: r.pass_at_k}));
      }
      return {
        data: {values: values},
        facet: {field: 'panel', type: 'nominal', title: null},
        columns: 3,
        spec: {
          width: {step: 44},
          height: 200,
          mark: {type: 'bar'},
          encoding: {
            x: {field: 'level', type: 'ordinal', title: 'level', axis: {labelAngle: 0}},
            xOffset: {field: 'metric', type: 'nominal'},
            y: {field: 'value', type: 'quantitative', title: 'pass@k', scale: {domain: [0, 1]}, axis: percent},
            color: {field: 'metric', type: 'nominal', title: 'estimate'},
            tooltip: [
              {field: 'model'}, {field: 'target', title: 'platform.hw'}, {field: 'split'}, {field: 'level'},
              {field: 'metric', title: 'estimate'}, {field: 'value', format: '.1%'}, {field: 'configs'},
              {field: 'repeats', title: 'repeats (min)'}
            ]
          }
        }
      };
    },

    speedup() {
      const values = [];
      for (const r of rows('agent_episodes')) {
        if (r.success !== true || !(r.speedup > 0)) continue;
        values.push({row: r.target + ' ' + r.task + ' ' + r.config, level: r.level, task: r.task, source: r.model,
                     speedup: r.speedup, case: r.case, what: 'episode ' + r.episode + ', repeat ' + r.repeat,
                     href: r.episode_href, hint: 'click: episode (kernel, transcript)'});
      }
      for (const r of rows('results')) {
        // Kernel files of the regressions; an episode's evaluations are its point above.
        if (r.kernel === 'baseline' || r.episode != null || r.status !== 'pass' || r.expect !== 'pass' ||
            !(r.speedup > 0)) continue;
        values.push({row: r.platform + '.' + r.hw + ' ' + r.task + ' ' + r.config, level: r.level, task: r.task,
                     source: 'kernel file', speedup: r.speedup, case: r.case, what: r.kernel, href: r.kernel_href,
                     hint: r.kernel_href ? clickKernel : ''});
      }
      const order = unique(values.slice().sort((a, b) => byLevelThenName(a, b) || (a.row < b.row ? -1 : 1)).map(v => v.row));
      return {
        width: 520,
        height: {step: 20},
        layer: [
          {
            data: {values: [{one: 1}]},
            mark: {type: 'rule', strokeDash: [4, 3], color: '#444'},
            encoding: {x: {field: 'one', type: 'quantitative'}}
          },
          {
            data: {values: values},
            mark: {type: 'point', filled: true, size: 70, opacity: 0.85, cursor: 'pointer'},
            encoding: {
              x: {field: 'speedup', type: 'quantitative', title: 'speedup over the baseline (log)',
                  scale: {type: 'log', nice: false, domain: {unionWith: [0.5, 2]}}},
              y: {field: 'row', type: 'nominal', title: null, sort: order},
              color: {field: 'source', type: 'nominal', title: 'model or kernel'},
              href: {field: 'href'},
              tooltip: [
                {field: 'case'}, {field: 'source', title: 'from'}, {field: 'what'},
                {field: 'speedup', format: '.2f'}, {field: 'hint', title: ' '}
              ]
            }
          }
        ]
      };
    },

    fast_p() {
      const values = rows('agent_fast_p').map(r => Object.assign({}, r, {line: r.model + ' · ' + r.target + ' · ' + r.split}));
      return {
        data: {values: values},
        width: 520,
        height: 260,
        mark: {type: 'line', interpolate: 'step-after', point: true},
        encoding: {
          x: {field: 'p', type: 'quantitative', title: 'p (speedup over the baseline)'},
          y: {field: 'fast_p', type: 'quantitative', title: 'fast_p', scale: {domain: [0, 1]}, axis: percent},
          color: {field: 'line', type: 'nominal', title: 'model · platform.hw · split'},
          tooltip: [
            {field: 'model'}, {field: 'target', title: 'platform.hw'}, {field: 'split'}, {field: 'p', format: '.2f'},
            {field: 'fast_p', format: '.1%'}, {field: 'episodes'}
          ]
        }
      };
    },

    first_pass() {
      const values = rows('agent_episodes')
        .filter(r => r.counted === true)
        .map(r => Object.assign({}, r, {first: r.first_pass == null ? 'never' : String(r.first_pass)}));
      const turns = unique(values.filter(v => v.first !== 'never').map(v => Number(v.first))).sort((a, b) => a - b);
      return {
        data: {values: values},
        facet: {field: 'target', type: 'nominal', title: null},
        columns: 3,
        spec: {
          width: {step: 56},
          height: 180,
          mark: {type: 'bar'},
          encoding: {
            x: {field: 'first', type: 'ordinal', title: 'first passing turn',
                sort: turns.map(String).concat(['never']), axis: {labelAngle: 0}},
            xOffset: {field: 'model', type: 'nominal'},
            y: {aggregate: 'count', type: 'quantitative', title: 'episodes', axis: {tickMinStep: 1}},
            color: {field: 'model', type: 'nominal', title: 'model'},
            tooltip: [{field: 'model'}, {field: 'first', title: 'first pass'}, {aggregate: 'count', title: 'episodes'}]
          }
        }
      };
    },

    cost() {
      const values = rows('agent_cost').map(r => Object.assign({}, r, {who: r.model + ' · ' + r.target + ' · ' + r.split}));
      const bar = (field, title, format) => ({
        width: 200,
        height: {step: 22},
        mark: {type: 'bar'},
        encoding: {
          y: {field: 'who', type: 'nominal', title: null},
          x: {field: field, type: 'quantitative', title: title, axis: {format: format}},
          color: {field: 'model', type: 'nominal', title: 'model'},
          tooltip: [
            {field: 'who', title: 'model · platform.hw · split'}, {field: 'successes'}, {field: 'episodes'},
            {field: 'tokens_per_success', title: 'tokens per success', format: ',.0f'},
            {field: 'cost_per_success', title: 'dollars per success', format: '$.3f'},
            {field: 'seconds_per_success', title: 'seconds per success', format: '.1f'}
          ]
        }
      });
      // Tokens and dollars only where some episode used or cost any (scripted ones do not).
      const some = field => values.some(r => r[field] > 0);
      const bars = [];
      if (some('tokens_per_success')) bars.push(bar('tokens_per_success', 'tokens per success', ',.0f'));
      if (some('cost_per_success')) bars.push(bar('cost_per_success', 'dollars per success', '$.3f'));
      bars.push(bar('seconds_per_success', 'seconds per success', '.1f'));
      return {data: {values: values}, hconcat: bars};
    }
  };

  // ---- drawing -------------------------------------------------------------------------------

  // SVG (so the page's check can see what was drawn); the menu exports only (its editor link would
  // send the data away); long model names are not cut short.
  const embedOptions = {
    renderer: 'svg',
    actions: {export: true, source: false, compiled: false, editor: false},
    config: {legend: {labelLimit: 360}, axis: {labelLimit: 320}}
  };
  const views = {};
  let generation = 0;

  async function draw(el) {
    const id = el.dataset.chart;
    el.dataset.state = 'pending';
    delete el.dataset.error;
    if (views[id]) {
      views[id].finalize();
      delete views[id];
    }
    try {
      if (!specs[id]) throw new Error('no specification');
      views[id] = await vegaEmbed(el, specs[id](), embedOptions);
      if (!el.querySelector('svg.marks')) throw new Error('vega-embed finished without drawing an SVG');
      el.dataset.state = 'ok';
      return null;
    } catch (e) {
      el.dataset.state = 'error';
      el.dataset.error = String(e && e.message ? e.message : e);
      return id + ': ' + el.dataset.error;
    }
  }

  async function drawAll() {
    if (!status || status.dataset.state === 'no-charts') return;
    if (typeof vegaEmbed !== 'function') {
      window.kcReport.fail('the chart libraries did not load (vegaEmbed is not defined)');
      return;
    }
    const mine = ++generation;
    const plots = Array.from(document.querySelectorAll('.kc-plot[data-chart]'));
    status.dataset.state = 'pending';
    const failures = (await Promise.all(plots.map(draw))).filter(Boolean);
    if (mine !== generation) return;   // a newer filter change redraws
    const drawn = plots.length - failures.length;
    const problems = failures.concat(window.kcReport.problems);
    status.dataset.rendered = String(drawn);
    status.dataset.warnings = String(window.kcReport.warnings.length);
    if (problems.length) {
      status.dataset.state = 'error';
      status.textContent = 'Rendered ' + drawn + ' of ' + plots.length + ' charts; broken: ' + problems.join('; ');
    } else {
      status.dataset.state = 'ok';
      status.textContent = 'Rendered ' + drawn + ' of ' + plots.length + ' charts' +
          (filterText() ? ' (filter: ' + filterText() + ')' : '') + '.';
    }
  }

  // ---- kernels: large ones are gzip + base64 in data-gzip, unpacked when first opened -------------

  async function unpack(details) {
    const pre = details.querySelector('pre');
    if (!details.dataset.gzip || !pre || pre.dataset.unpacked) return;
    pre.dataset.unpacked = 'pending';
    const bytes = Uint8Array.from(atob(details.dataset.gzip), c => c.charCodeAt(0));
    const text = await new Response(new Blob([bytes]).stream().pipeThrough(new DecompressionStream('gzip'))).text();
    pre.textContent = text;
    pre.dataset.unpacked = 'yes';
  }
  document.addEventListener('toggle', function (e) {
    const d = e.target;
    if (d.open && d.classList && d.classList.contains('kc-kernel')) {
      unpack(d).catch(err => window.kcReport.fail('kernel ' + d.id + ' could not be unpacked: ' + err.message));
    }
  }, true);

  // ---- links to kernels and episodes: open the <details> that holds the target ----------------

  function openTarget() {
    const id = decodeURIComponent(location.hash.slice(1));
    const el = id ? document.getElementById(id) : null;
    if (!el) return;
    for (let d = el; d; d = d.parentElement) if (d.tagName === 'DETAILS') d.open = true;
    el.scrollIntoView();
  }

  const params = new URLSearchParams(location.search);
  for (const name of Object.keys(filter)) {
    const value = params.get(name);
    if (!value) continue;
    filter[name] = value;
    if (form && form.elements[name]) form.elements[name].value = value;
  }
  if (form) {
    form.addEventListener('change', function (e) {
      if (!(e.target.name in filter)) return;
      filter[e.target.name] = e.target.value;
      filterTables();
      drawAll();
    });
  }
  window.addEventListener('hashchange', openTarget);
  filterTables();
  openTarget();
  drawAll();
})();
