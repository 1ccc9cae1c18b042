/*
 * Volt Accessories GraphQL explorer.
 *
 * Plain ES2022, no dependencies, no build step. Loaded with `defer` from /graphql-explorer/explorer.js and
 * written for a strict Content-Security-Policy: no inline code, no eval, and untrusted text (responses,
 * schema descriptions) only ever reaches the page through textContent / text nodes.
 */
'use strict';

(() => {
  const ENDPOINT = document.querySelector('meta[name="graphql-endpoint"]')?.getAttribute('content') || '/graphql';
  const STORAGE_PREFIX = 'volt-graphql-explorer:';
  const IS_MAC = /Mac|iPhone|iPad|iPod/.test(navigator.userAgentData?.platform || navigator.platform || navigator.userAgent);
  const RUN_SHORTCUT = IS_MAC ? '⌘ + Enter' : 'Ctrl + Enter';
  const PRODUCT_ID_PLACEHOLDER = 'PASTE-A-PRODUCT-ID';

  // ---------------------------------------------------------------------------------------------------------
  // Operations
  // ---------------------------------------------------------------------------------------------------------

  const LOGIN_MUTATION = `mutation Login($input: LoginInput!) {
  login(input: $input) {
    token
    user { id name role }
  }
}`;

  const TYPE_REF_DEPTH = 6;
  const typeRefSelection = (depth) => (depth === 0 ? 'kind name' : `kind name ofType { ${typeRefSelection(depth - 1)} }`);

  const INTROSPECTION_QUERY = `query ExplorerIntrospection {
  __schema {
    queryType { name }
    mutationType { name }
    subscriptionType { name }
    types {
      kind
      name
      description
      fields(includeDeprecated: true) {
        name
        description
        args { name description type { ...TypeRef } defaultValue }
        type { ...TypeRef }
        isDeprecated
        deprecationReason
      }
      inputFields { name description type { ...TypeRef } defaultValue }
      enumValues(includeDeprecated: true) { name description isDeprecated deprecationReason }
      interfaces { ...TypeRef }
      possibleTypes { ...TypeRef }
    }
  }
}

fragment TypeRef on __Type {
  ${typeRefSelection(TYPE_REF_DEPTH)}
}`;

  const EXAMPLES = [
    {
      id: 'products',
      label: 'List products with filters',
      query: `# Products with filters, sort and page. Every filter is optional.
query ListProducts($search: String, $sortBy: ProductSort, $page: Int, $limit: Int) {
  products(search: $search, sortBy: $sortBy, page: $page, limit: $limit) {
    items {
      id
      name
      brand
      finalPrice
      price
      discountPrice
      inStock
      images
    }
    pagination { page pages total hasNext hasPrev }
  }
}`,
      variables: () => ({ search: 'anker', sortBy: 'PRICE_LOW', page: 1, limit: 12 }),
    },
    {
      id: 'product',
      label: 'One product by id',
      query: `# Takes a product id, e.g. one from "List products".
query Product($id: ID!) {
  product(id: $id) {
    id
    name
    description
    specifications { key value }
  }
}`,
      variables: () => ({ id: lastProductId || PRODUCT_ID_PLACEHOLDER }),
    },
    {
      id: 'categories',
      label: 'Product categories',
      query: `query Categories {
  productCategories
}`,
      variables: null,
    },
    {
      id: 'featured',
      label: 'Featured products',
      query: `query FeaturedProducts($limit: Int) {
  featuredProducts(limit: $limit) {
    id
    name
    brand
    finalPrice
    price
    discountPrice
    inStock
    images
  }
}`,
      variables: () => ({ limit: 8 }),
    },
    {
      id: 'register',
      label: 'Register an account',
      query: `# Creates a customer account and answers a token for it.
mutation Register($input: RegisterInput!) {
  register(input: $input) {
    token
    user { id name email phone role }
  }
}`,
      variables: () => ({
        input: { name: 'Ayesha Khan', email: 'ayesha.khan@example.com', phone: '0300 1234567', password: 'secret123' },
      }),
    },
    {
      id: 'login',
      label: 'Sign in (login)',
      query: `# Tip: the "Sign in" button (top right) runs this and fills in the Authorization header.
${LOGIN_MUTATION}`,
      variables: () => ({ input: { email: 'customer@volt.demo', password: 'customer123' } }),
    },
    {
      id: 'me',
      label: 'The signed-in account (me)',
      query: `# Needs an "Authorization: Bearer <token>" header: use "Sign in" first.
query Me {
  me {
    id
    name
    email
    phone
    address
    role
  }
}`,
      variables: null,
    },
  ];

  // ---------------------------------------------------------------------------------------------------------
  // Small helpers
  // ---------------------------------------------------------------------------------------------------------

  const $ = (id) => {
    const node = document.getElementById(id);
    if (!node) throw new Error(`explorer: #${id} is missing from index.html`);
    return node;
  };

  /** Creates an element; children that are strings become text nodes (never parsed as HTML). */
  const h = (tag, props = {}, ...children) => {
    const node = document.createElement(tag);
    for (const [key, value] of Object.entries(props)) {
      if (value === undefined || value === null || value === false) continue;
      if (key === 'className') node.className = value;
      else if (key === 'text') node.textContent = value;
      else if (key === 'dataset') Object.assign(node.dataset, value);
      else node.setAttribute(key, value === true ? '' : String(value));
    }
    for (const child of children.flat(Infinity)) {
      if (child === undefined || child === null || child === false) continue;
      node.append(child instanceof Node ? child : String(child));
    }
    return node;
  };

  const storage = {
    get(key, fallback = null) {
      try {
        const value = window.localStorage.getItem(STORAGE_PREFIX + key);
        return value === null ? fallback : value;
      } catch {
        return fallback;
      }
    },
    set(key, value) {
      try {
        if (value === null || value === undefined) window.localStorage.removeItem(STORAGE_PREFIX + key);
        else window.localStorage.setItem(STORAGE_PREFIX + key, value);
      } catch {
        /* Private mode or full storage: the explorer still works, it just forgets. */
      }
    },
  };

  const debounce = (fn, ms) => {
    let timer = 0;
    const debounced = (...args) => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        timer = 0;
        fn(...args);
      }, ms);
    };
    /** Runs a pending call now; does nothing when none is pending. */
    debounced.flush = (...args) => {
      if (!timer) return;
      clearTimeout(timer);
      timer = 0;
      fn(...args);
    };
    return debounced;
  };

  const formatBytes = (bytes) => (bytes < 1024 ? `${bytes} B` : bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} kB` : `${(bytes / 1024 / 1024).toFixed(2)} MB`);

  const formatDuration = (ms) => (ms < 1000 ? `${Math.max(1, Math.round(ms))} ms` : `${(ms / 1000).toFixed(2)} s`);

  const REASONS = {
    200: 'OK', 201: 'Created', 204: 'No Content', 400: 'Bad Request', 401: 'Unauthorized', 403: 'Forbidden',
    404: 'Not Found', 405: 'Method Not Allowed', 406: 'Not Acceptable', 413: 'Payload Too Large',
    415: 'Unsupported Media Type', 429: 'Too Many Requests', 500: 'Internal Server Error', 502: 'Bad Gateway',
    503: 'Service Unavailable', 504: 'Gateway Timeout',
  };

  const isPlainObject = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);

  // ---------------------------------------------------------------------------------------------------------
  // Elements
  // ---------------------------------------------------------------------------------------------------------

  const ui = {
    endpointLabel: $('endpoint-label'),
    editor: $('query-editor'),
    gutter: $('query-gutter'),
    variables: $('variables-editor'),
    variablesError: $('variables-error'),
    variablesSection: $('variables-section'),
    headers: $('headers-editor'),
    headersError: $('headers-error'),
    headersSection: $('headers-section'),
    examples: $('examples'),
    operationPicker: $('operation-picker'),
    operationName: $('operation-name'),
    run: $('run'),
    runShortcut: $('run-shortcut'),
    runStatus: $('run-status'),
    responseStatus: $('response-status'),
    responseTime: $('response-time'),
    responseSize: $('response-size'),
    responseOutput: $('response-output'),
    copyResponse: $('copy-response'),
    authState: $('auth-state'),
    signOut: $('sign-out'),
    signInToggle: $('sign-in-toggle'),
    signInPanel: $('sign-in-panel'),
    signInForm: $('sign-in-form'),
    signInEmail: $('sign-in-email'),
    signInPassword: $('sign-in-password'),
    signInSubmit: $('sign-in-submit'),
    signInCancel: $('sign-in-cancel'),
    signInMessage: $('sign-in-message'),
    docsPane: document.querySelector('.pane-docs'),
    docsToggle: $('docs-toggle'),
    docsReload: $('docs-reload'),
    docsFilter: $('docs-filter'),
    docsNav: $('docs-nav'),
    docsBack: $('docs-back'),
    docsContent: $('docs-content'),
  };

  let lastProductId = null;
  let lastResponseText = '';
  let runController = null;

  // ---------------------------------------------------------------------------------------------------------
  // Code editors: Tab indents, Enter keeps the indentation, Esc then Tab leaves
  // ---------------------------------------------------------------------------------------------------------

  /** Replaces the selection, keeping the browser's undo history where it can. */
  const insertText = (textarea, text) => {
    textarea.focus();
    let done = false;
    try {
      done = text !== '' && document.execCommand('insertText', false, text);
    } catch {
      done = false;
    }
    if (!done) {
      textarea.setRangeText(text, textarea.selectionStart, textarea.selectionEnd, 'end');
      textarea.dispatchEvent(new Event('input', { bubbles: true }));
    }
  };

  const INDENT = '  ';

  const shiftLines = (textarea, outdent) => {
    const { value, selectionStart: start, selectionEnd: end } = textarea;
    const multiLine = value.slice(start, end).includes('\n');
    if (!outdent && !multiLine) {
      insertText(textarea, INDENT);
      return;
    }
    const blockStart = value.lastIndexOf('\n', start - 1) + 1;
    let blockEnd = value.indexOf('\n', end > start && value[end - 1] === '\n' ? end - 1 : end);
    if (blockEnd === -1) blockEnd = value.length;
    const lines = value.slice(blockStart, blockEnd).split('\n');
    let firstDelta = 0;
    const shifted = lines.map((line, index) => {
      let next;
      if (outdent) next = line.replace(/^( {1,2}|\t)/, '');
      else next = line === '' ? line : INDENT + line;
      if (index === 0) firstDelta = next.length - line.length;
      return next;
    });
    const replacement = shifted.join('\n');
    if (replacement === value.slice(blockStart, blockEnd)) return;
    textarea.setSelectionRange(blockStart, blockEnd);
    if (replacement === '') {
      textarea.setRangeText('', blockStart, blockEnd, 'end');
      textarea.dispatchEvent(new Event('input', { bubbles: true }));
    } else {
      insertText(textarea, replacement);
    }
    if (multiLine) textarea.setSelectionRange(blockStart, blockStart + replacement.length);
    else {
      const caret = Math.max(blockStart, start + firstDelta);
      textarea.setSelectionRange(caret, caret);
    }
  };

  const enhanceCodeEditor = (textarea) => {
    let tabLeaves = false;
    textarea.addEventListener('keydown', (event) => {
      if (event.isComposing) return;
      if (event.key === 'Escape') {
        tabLeaves = true;
        return;
      }
      if (event.key === 'Tab' && !event.ctrlKey && !event.altKey && !event.metaKey) {
        if (tabLeaves) {
          tabLeaves = false;
          return; // Let the browser move the focus.
        }
        event.preventDefault();
        shiftLines(textarea, event.shiftKey);
        return;
      }
      if (event.key !== 'Shift') tabLeaves = false;
      if (event.key === 'Enter' && !event.ctrlKey && !event.metaKey && !event.altKey && !event.shiftKey) {
        const { value, selectionStart } = textarea;
        const lineStart = value.lastIndexOf('\n', selectionStart - 1) + 1;
        const indent = /^[ \t]*/.exec(value.slice(lineStart, selectionStart))[0];
        const opener = /[{([]\s*$/.test(value.slice(lineStart, selectionStart)) ? INDENT : '';
        event.preventDefault();
        insertText(textarea, `\n${indent}${opener}`);
      }
    });
    textarea.addEventListener('blur', () => {
      tabLeaves = false;
    });
  };

  const updateGutter = () => {
    const lines = ui.editor.value.split('\n').length;
    let text = '';
    for (let i = 1; i <= lines; i += 1) text += `${i}\n`;
    // Spare lines so the gutter can scroll as far as the textarea (its horizontal scrollbar adds height).
    ui.gutter.textContent = `${text}\n\n`;
    ui.gutter.scrollTop = ui.editor.scrollTop;
  };

  // ---------------------------------------------------------------------------------------------------------
  // Operation names
  // ---------------------------------------------------------------------------------------------------------

  /** Named operations of a document, found by a simple scan that skips comments and strings. */
  const scanOperationNames = (source) => {
    const cleaned = source.replace(/"""[\s\S]*?"""|"(?:[^"\\\n]|\\.)*"|#[^\n\r]*/g, ' ');
    const names = [];
    const pattern = /(?:^|[^\w$])(query|mutation|subscription)\s+([_A-Za-z][_0-9A-Za-z]*)/g;
    for (const match of cleaned.matchAll(pattern)) {
      if (!names.includes(match[2])) names.push(match[2]);
    }
    return names;
  };

  let operationNames = [];

  const updateOperationPicker = () => {
    operationNames = scanOperationNames(ui.editor.value);
    const previous = ui.operationName.value || storage.get('operation');
    if (operationNames.length > 1) {
      ui.operationName.replaceChildren(...operationNames.map((name) => h('option', { value: name, text: name })));
      ui.operationName.value = operationNames.includes(previous) ? previous : operationNames[0];
      ui.operationPicker.hidden = false;
    } else {
      ui.operationName.replaceChildren();
      ui.operationPicker.hidden = true;
    }
  };

  const selectedOperationName = () => {
    if (operationNames.length > 1) return ui.operationName.value || operationNames[0];
    return operationNames[0];
  };

  // ---------------------------------------------------------------------------------------------------------
  // JSON editors (variables, headers)
  // ---------------------------------------------------------------------------------------------------------

  const setFieldError = (textarea, errorNode, message) => {
    if (message) {
      errorNode.textContent = message;
      errorNode.hidden = false;
      textarea.setAttribute('aria-invalid', 'true');
    } else {
      errorNode.textContent = '';
      errorNode.hidden = true;
      textarea.removeAttribute('aria-invalid');
    }
  };

  /** Parses a JSON-object editor; empty means "none". */
  const parseJsonObject = (text, what) => {
    if (text.trim() === '') return { ok: true, value: undefined };
    let value;
    try {
      value = JSON.parse(text);
    } catch (error) {
      return { ok: false, error: `${what} are not valid JSON: ${error.message}` };
    }
    if (!isPlainObject(value)) return { ok: false, error: `${what} must be a JSON object, like { "name": "value" }.` };
    return { ok: true, value };
  };

  const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

  const readVariables = () => {
    const result = parseJsonObject(ui.variables.value, 'Variables');
    setFieldError(ui.variables, ui.variablesError, result.ok ? '' : result.error);
    return result;
  };

  const readHeaders = () => {
    const result = parseJsonObject(ui.headers.value, 'Headers');
    if (result.ok && result.value) {
      for (const [name, value] of Object.entries(result.value)) {
        let problem = '';
        if (!HEADER_NAME.test(name)) problem = `"${name}" is not a valid header name.`;
        else if (typeof value !== 'string' && typeof value !== 'number') problem = `The value of "${name}" must be a string.`;
        else if (/[\r\n\0]/.test(String(value))) problem = `The value of "${name}" must not contain line breaks.`;
        if (problem) {
          setFieldError(ui.headers, ui.headersError, problem);
          return { ok: false, error: problem };
        }
        result.value[name] = String(value);
      }
    }
    setFieldError(ui.headers, ui.headersError, result.ok ? '' : result.error);
    return result;
  };

  const buildHeaders = (userHeaders) => {
    const headers = new Headers({
      'content-type': 'application/json',
      accept: 'application/graphql-response+json, application/json;q=0.9',
    });
    for (const [name, value] of Object.entries(userHeaders ?? {})) headers.set(name, value);
    return headers;
  };

  // ---------------------------------------------------------------------------------------------------------
  // Persistence
  // ---------------------------------------------------------------------------------------------------------

  const persist = debounce(() => {
    storage.set('query', ui.editor.value);
    storage.set('variables', ui.variables.value);
    storage.set('headers', ui.headers.value);
    storage.set('operation', operationNames.length > 1 ? ui.operationName.value : null);
    storage.set('variablesOpen', ui.variablesSection.open ? '1' : '0');
    storage.set('headersOpen', ui.headersSection.open ? '1' : '0');
  }, 250);

  // ---------------------------------------------------------------------------------------------------------
  // Response rendering
  // ---------------------------------------------------------------------------------------------------------

  /** Pretty-printed, coloured JSON built from text nodes and spans only. */
  const renderJson = (value) => {
    const fragment = document.createDocumentFragment();
    let pending = '';
    const flush = () => {
      if (pending) fragment.append(pending);
      pending = '';
    };
    const token = (className, text) => {
      flush();
      const span = document.createElement('span');
      span.className = className;
      span.textContent = text;
      fragment.append(span);
    };
    const walk = (node, indent) => {
      if (node === null) token('j-null', 'null');
      else if (Array.isArray(node)) {
        if (node.length === 0) {
          pending += '[]';
          return;
        }
        pending += '[\n';
        node.forEach((item, index) => {
          pending += `${indent}  `;
          walk(item, `${indent}  `);
          pending += index < node.length - 1 ? ',\n' : '\n';
        });
        pending += `${indent}]`;
      } else if (typeof node === 'object') {
        const entries = Object.entries(node);
        if (entries.length === 0) {
          pending += '{}';
          return;
        }
        pending += '{\n';
        entries.forEach(([key, item], index) => {
          pending += `${indent}  `;
          token('j-key', JSON.stringify(key));
          pending += ': ';
          walk(item, `${indent}  `);
          pending += index < entries.length - 1 ? ',\n' : '\n';
        });
        pending += `${indent}}`;
      } else if (typeof node === 'string') token('j-str', JSON.stringify(node));
      else if (typeof node === 'number') token('j-num', String(node));
      else if (typeof node === 'boolean') token('j-bool', String(node));
      else pending += String(node);
    };
    walk(value, '');
    flush();
    return fragment;
  };

  const setRunStatus = (message, isError = false) => {
    ui.runStatus.textContent = message;
    ui.runStatus.classList.toggle('is-error', isError);
  };

  const setBadge = (text, tone) => {
    ui.responseStatus.textContent = text;
    ui.responseStatus.className = `badge${tone ? ` is-${tone}` : ''}`;
    ui.responseStatus.hidden = false;
  };

  const findProductId = (body) => {
    const data = body?.data;
    if (!isPlainObject(data)) return null;
    const candidates = [data.products?.items?.[0], data.featuredProducts?.[0], data.product, data.relatedProducts?.[0]];
    const found = candidates.find((item) => isPlainObject(item) && (typeof item.id === 'string' || typeof item.id === 'number'));
    return found ? String(found.id) : null;
  };

  const showResponse = ({ status, statusText, elapsed, text }) => {
    lastResponseText = text;
    ui.copyResponse.disabled = text === '';
    const reason = statusText || REASONS[status] || '';
    let body;
    let parsed = false;
    try {
      body = JSON.parse(text);
      parsed = true;
    } catch {
      parsed = false;
    }

    const errorCount = parsed && Array.isArray(body?.errors) ? body.errors.length : 0;
    const ok = status >= 200 && status < 300;
    setBadge(`${status} ${reason}`.trim(), ok ? (errorCount ? 'warn' : 'ok') : 'error');
    ui.responseTime.textContent = formatDuration(elapsed);
    ui.responseTime.hidden = false;
    ui.responseSize.textContent = formatBytes(new TextEncoder().encode(text).length);
    ui.responseSize.hidden = false;

    ui.responseOutput.classList.toggle('is-raw', !parsed);
    if (parsed) ui.responseOutput.replaceChildren(renderJson(body));
    else ui.responseOutput.textContent = text === '' ? '(empty response body)' : text;
    ui.responseOutput.scrollTop = 0;

    if (parsed) lastProductId = findProductId(body) ?? lastProductId;

    const errorsNote = errorCount ? ` with ${errorCount} GraphQL error${errorCount === 1 ? '' : 's'}` : '';
    const firstError = errorCount && typeof body.errors[0]?.message === 'string' ? `: ${body.errors[0].message}` : '';
    setRunStatus(`HTTP ${status}${reason ? ` ${reason}` : ''} in ${formatDuration(elapsed)}${errorsNote}${firstError}`, !ok || errorCount > 0);
  };

  // ---------------------------------------------------------------------------------------------------------
  // Running an operation
  // ---------------------------------------------------------------------------------------------------------

  const setRunning = (running) => {
    ui.run.classList.toggle('is-busy', running);
    ui.run.setAttribute('aria-busy', running ? 'true' : 'false');
  };

  const run = async () => {
    const query = ui.editor.value;
    const variables = readVariables();
    const headers = readHeaders();
    if (!query.trim()) {
      setRunStatus('Not sent: write an operation first.', true);
      ui.editor.focus();
      return;
    }
    if (!variables.ok || !headers.ok) {
      const broken = !variables.ok ? ui.variablesSection : ui.headersSection;
      broken.open = true;
      setRunStatus(`Not sent: ${(!variables.ok ? variables : headers).error}`, true);
      (!variables.ok ? ui.variables : ui.headers).focus();
      return;
    }

    let requestHeaders;
    try {
      requestHeaders = buildHeaders(headers.value);
    } catch (error) {
      setFieldError(ui.headers, ui.headersError, `These headers cannot be sent: ${error.message}`);
      ui.headersSection.open = true;
      setRunStatus('Not sent: the headers cannot be sent.', true);
      return;
    }

    runController?.abort();
    const controller = new AbortController();
    runController = controller;
    const operationName = selectedOperationName();
    setRunning(true);
    setRunStatus(`Running${operationName ? ` ${operationName}` : ''}…`);
    const started = performance.now();
    try {
      const response = await fetch(ENDPOINT, {
        method: 'POST',
        headers: requestHeaders,
        body: JSON.stringify({ query, variables: variables.value, operationName }),
        signal: controller.signal,
        credentials: 'same-origin',
      });
      const text = await response.text();
      if (controller !== runController) return;
      showResponse({ status: response.status, statusText: response.statusText, elapsed: performance.now() - started, text });
    } catch (error) {
      if (controller !== runController) return; // Superseded by a newer run.
      setBadge('No response', 'error');
      ui.responseTime.textContent = formatDuration(performance.now() - started);
      ui.responseTime.hidden = false;
      ui.responseSize.hidden = true;
      ui.responseOutput.classList.add('is-raw');
      ui.responseOutput.textContent = `The request to ${ENDPOINT} failed: ${error.message}`;
      lastResponseText = '';
      ui.copyResponse.disabled = true;
      setRunStatus(`Could not reach ${ENDPOINT}: ${error.message}`, true);
    } finally {
      if (controller === runController) {
        runController = null;
        setRunning(false);
      }
    }
  };

  const copyResponse = async () => {
    if (!lastResponseText) return;
    let text = lastResponseText;
    try {
      text = JSON.stringify(JSON.parse(lastResponseText), null, 2);
    } catch {
      /* Not JSON: copy as it is. */
    }
    try {
      await navigator.clipboard.writeText(text);
      setRunStatus('Response copied to the clipboard.');
    } catch {
      // Without the async clipboard (plain http), select the text so Ctrl+C works.
      const selection = window.getSelection();
      selection?.selectAllChildren(ui.responseOutput);
      setRunStatus('Response selected: press Ctrl + C to copy it.');
    }
  };

  // ---------------------------------------------------------------------------------------------------------
  // Examples
  // ---------------------------------------------------------------------------------------------------------

  const setEditorValue = (textarea, value) => {
    textarea.value = value;
    textarea.dispatchEvent(new Event('input', { bubbles: true }));
  };

  /** Grows the variables/headers editors with their content, between 3 and 10 lines. */
  const fitHeight = (textarea) => {
    const lines = Math.min(10, Math.max(3, textarea.value.split('\n').length));
    const style = getComputedStyle(textarea);
    const lineHeight = parseFloat(style.lineHeight) || 20;
    const chrome = parseFloat(style.paddingTop) + parseFloat(style.paddingBottom) + 16; // room for a scrollbar
    textarea.style.height = `${Math.round(lines * lineHeight + chrome)}px`;
  };

  const insertExample = (id) => {
    const example = EXAMPLES.find((item) => item.id === id);
    if (!example) return;
    setEditorValue(ui.editor, example.query);
    const variables = example.variables ? example.variables() : null;
    setEditorValue(ui.variables, variables ? JSON.stringify(variables, null, 2) : '');
    setFieldError(ui.variables, ui.variablesError, '');
    updateOperationPicker();
    ui.editor.scrollTop = 0;
    ui.editor.setSelectionRange(0, 0);
    if (variables) ui.variablesSection.open = true;
    setRunStatus(`Inserted the "${example.label}" example. Press Run or ${RUN_SHORTCUT}.`);
    persist();
  };

  // ---------------------------------------------------------------------------------------------------------
  // Sign in
  // ---------------------------------------------------------------------------------------------------------

  const authorizationOf = (headers) => {
    if (!headers) return undefined;
    const key = Object.keys(headers).find((name) => name.toLowerCase() === 'authorization');
    return key === undefined ? undefined : headers[key];
  };

  const currentHeadersObject = () => {
    const parsed = parseJsonObject(ui.headers.value, 'Headers');
    return parsed.ok ? parsed.value ?? {} : null;
  };

  const writeHeaders = (headers) => {
    setEditorValue(ui.headers, Object.keys(headers).length ? JSON.stringify(headers, null, 2) : '');
    setFieldError(ui.headers, ui.headersError, '');
  };

  const setAuthorization = (token) => {
    const headers = currentHeadersObject() ?? {};
    for (const name of Object.keys(headers)) if (name.toLowerCase() === 'authorization') delete headers[name];
    writeHeaders(token ? { Authorization: `Bearer ${token}`, ...headers } : headers);
  };

  /** Shows "Signed in as …" while the headers still carry the token that sign-in put there. */
  const refreshAuthState = () => {
    let account = null;
    try {
      account = JSON.parse(storage.get('account', 'null'));
    } catch {
      account = null;
    }
    const authorization = authorizationOf(currentHeadersObject());
    const active = Boolean(account?.token && authorization === `Bearer ${account.token}`);
    if (account && !active && authorization !== undefined) storage.set('account', null);
    ui.authState.hidden = !active;
    ui.signOut.hidden = !active;
    ui.authState.textContent = active ? `Signed in as ${account.name} (${account.role})` : '';
    ui.signInToggle.textContent = active ? 'Switch account' : 'Sign in';
  };

  const openSignIn = (open) => {
    ui.signInPanel.hidden = !open;
    ui.signInToggle.setAttribute('aria-expanded', String(open));
    if (open) (ui.signInEmail.value ? ui.signInPassword : ui.signInEmail).focus();
  };

  const setSignInMessage = (message, tone) => {
    ui.signInMessage.textContent = message;
    ui.signInMessage.className = `form-message${tone ? ` is-${tone}` : ''}`;
  };

  let signingIn = false;

  const signIn = async (event) => {
    event.preventDefault();
    const email = ui.signInEmail.value.trim();
    const password = ui.signInPassword.value;
    if (!email || !password) {
      setSignInMessage('Enter your email and password.', 'error');
      (email ? ui.signInPassword : ui.signInEmail).focus();
      return;
    }
    if (signingIn) return;
    // Busy, not disabled: disabling the focused button would drop the keyboard focus.
    signingIn = true;
    ui.signInSubmit.setAttribute('aria-disabled', 'true');
    ui.signInSubmit.classList.add('is-busy');
    setSignInMessage('Signing in…');
    try {
      const response = await fetch(ENDPOINT, {
        method: 'POST',
        headers: buildHeaders({}),
        body: JSON.stringify({ query: LOGIN_MUTATION, variables: { input: { email, password } }, operationName: 'Login' }),
        credentials: 'same-origin',
      });
      let body;
      try {
        body = await response.json();
      } catch {
        throw new Error(`The server answered HTTP ${response.status} without a GraphQL response.`);
      }
      if (Array.isArray(body?.errors) && body.errors.length) {
        throw new Error(body.errors.map((item) => item?.message || 'Unknown error').join(' '));
      }
      const payload = body?.data?.login;
      if (!payload?.token) throw new Error('The server did not answer a token.');
      const user = payload.user ?? {};
      storage.set('account', JSON.stringify({ token: payload.token, name: String(user.name ?? ''), role: String(user.role ?? '') }));
      setAuthorization(payload.token);
      ui.headersSection.open = true;
      ui.signInPassword.value = '';
      refreshAuthState();
      setSignInMessage(`Signed in as ${user.name} (${user.role}). The token is in the Headers editor.`, 'ok');
      persist();
    } catch (error) {
      setSignInMessage(error.name === 'TypeError' ? `Could not reach ${ENDPOINT}: ${error.message}` : error.message, 'error');
    } finally {
      signingIn = false;
      ui.signInSubmit.removeAttribute('aria-disabled');
      ui.signInSubmit.classList.remove('is-busy');
    }
  };

  const signOut = () => {
    storage.set('account', null);
    setAuthorization(null);
    refreshAuthState();
    setSignInMessage('');
    setRunStatus('Signed out: the Authorization header was removed.');
    persist();
    ui.signInToggle.focus();
  };

  // ---------------------------------------------------------------------------------------------------------
  // Schema documentation
  // ---------------------------------------------------------------------------------------------------------

  const docs = {
    types: new Map(),
    queryType: null,
    mutationType: null,
    subscriptionType: null,
    view: null, // null: the overview; otherwise a type name
    history: [],
    loaded: false,
  };

  const KIND_LABELS = {
    OBJECT: 'object type',
    INPUT_OBJECT: 'input type',
    ENUM: 'enum',
    SCALAR: 'scalar',
    INTERFACE: 'interface',
    UNION: 'union',
  };

  const typeRef = (ref) => {
    if (!ref) return ['?'];
    if (ref.kind === 'NON_NULL') return [...typeRef(ref.ofType), '!'];
    if (ref.kind === 'LIST') return ['[', ...typeRef(ref.ofType), ']'];
    if (ref.name && docs.types.has(ref.name)) {
      return [h('button', { type: 'button', className: 'type-link', dataset: { type: ref.name }, text: ref.name })];
    }
    return [ref.name ?? '?'];
  };

  const description = (text) => (text ? h('p', { className: 'docs-desc', text }) : null);

  const deprecation = (item) =>
    item.isDeprecated ? h('span', { className: 'docs-deprecated', title: item.deprecationReason || 'Deprecated', text: 'deprecated' }) : null;

  const renderArgument = (arg) =>
    h(
      'li',
      {},
      h(
        'div',
        { className: 'docs-sig' },
        h('span', { className: 'docs-arg-name', text: arg.name }),
        ': ',
        typeRef(arg.type),
        arg.defaultValue != null ? h('span', { className: 'docs-default', text: ` = ${arg.defaultValue}` }) : null,
      ),
      description(arg.description),
    );

  const renderField = (field, owner) =>
    h(
      'li',
      { className: 'docs-item' },
      h(
        'div',
        { className: 'docs-sig' },
        owner ? h('button', { type: 'button', className: 'type-link', dataset: { type: owner }, text: owner }) : null,
        owner ? '.' : null,
        h('span', { className: 'docs-field-name', text: field.name }),
        ': ',
        typeRef(field.type),
        field.defaultValue != null ? h('span', { className: 'docs-default', text: ` = ${field.defaultValue}` }) : null,
        deprecation(field),
      ),
      description(field.description),
      field.args?.length ? h('ul', { className: 'docs-args', 'aria-label': `Arguments of ${field.name}` }, field.args.map(renderArgument)) : null,
    );

  const matches = (name, filter) => !filter || name.toLowerCase().includes(filter);
  const fieldMatches = (field, filter) => matches(field.name, filter) || (field.args ?? []).some((arg) => matches(arg.name, filter));

  const section = (title, items, emptyText) => {
    if (!items.length && !emptyText) return [];
    return [h('h3', { text: title }), items.length ? h('ul', { className: 'docs-list' }, items) : h('p', { className: 'docs-empty', text: emptyText })];
  };

  const renderOverview = (filter) => {
    const nodes = [];
    const roots = [
      ['Query', docs.queryType],
      ['Mutation', docs.mutationType],
      ['Subscription', docs.subscriptionType],
    ];
    for (const [title, name] of roots) {
      const type = name && docs.types.get(name);
      if (!type) continue;
      const fields = (type.fields ?? []).filter((field) => fieldMatches(field, filter));
      if (!fields.length && filter) continue;
      nodes.push(...section(title, fields.map((field) => renderField(field)), 'No fields.'));
    }

    const rootNames = new Set(roots.map(([, name]) => name).filter(Boolean));
    const visibleTypes = [...docs.types.values()]
      .filter((type) => !rootNames.has(type.name))
      .sort((a, b) => a.name.localeCompare(b.name));
    const typeItems = visibleTypes
      .filter((type) => matches(type.name, filter))
      .map((type) =>
        h(
          'li',
          { className: 'docs-item' },
          h('button', { type: 'button', className: 'type-link', dataset: { type: type.name }, text: type.name }),
          h('span', { className: 'docs-type-kind', text: KIND_LABELS[type.kind] ?? type.kind.toLowerCase() }),
        ),
      );
    if (typeItems.length || !filter) {
      nodes.push(h('h3', { text: 'Types' }), h('ul', { className: 'docs-list docs-type-list' }, typeItems));
    }

    if (filter) {
      const fieldItems = [];
      for (const type of visibleTypes) {
        for (const field of [...(type.fields ?? []), ...(type.inputFields ?? [])]) {
          if (fieldMatches(field, filter)) fieldItems.push(renderField(field, type.name));
        }
      }
      nodes.push(...section('Fields of other types', fieldItems.slice(0, 60)));
      if (fieldItems.length > 60) nodes.push(h('p', { className: 'docs-empty', text: `${fieldItems.length - 60} more; refine the filter.` }));
    }

    if (!nodes.length) nodes.push(h('p', { className: 'docs-empty', text: `Nothing matches “${filter}”.` }));
    return nodes;
  };

  const renderTypePage = (type, filter) => {
    const nodes = [
      h('h3', { className: 'docs-title', id: 'docs-type-title', tabindex: '-1', text: type.name }),
      h('span', { className: 'docs-kind', text: KIND_LABELS[type.kind] ?? type.kind.toLowerCase() }),
      description(type.description),
    ];
    const rootRole =
      type.name === docs.queryType ? 'Query' : type.name === docs.mutationType ? 'Mutation' : type.name === docs.subscriptionType ? 'Subscription' : null;
    if (rootRole) nodes.push(h('p', { className: 'docs-desc', text: `The ${rootRole.toLowerCase()} root type.` }));

    if (type.interfaces?.length) {
      nodes.push(h('h3', { text: 'Implements' }), h('p', { className: 'docs-sig' }, type.interfaces.flatMap((ref, i) => (i ? [', ', ...typeRef(ref)] : typeRef(ref)))));
    }
    if (type.possibleTypes?.length) {
      nodes.push(h('h3', { text: 'Possible types' }), h('p', { className: 'docs-sig' }, type.possibleTypes.flatMap((ref, i) => (i ? [', ', ...typeRef(ref)] : typeRef(ref)))));
    }

    let total = 0;
    let shown = 0;
    if (type.fields?.length) {
      const fields = type.fields.filter((field) => fieldMatches(field, filter));
      total += type.fields.length;
      shown += fields.length;
      nodes.push(...section('Fields', fields.map((field) => renderField(field)), filter ? '' : 'No fields.'));
    }
    if (type.inputFields?.length) {
      const fields = type.inputFields.filter((field) => matches(field.name, filter));
      total += type.inputFields.length;
      shown += fields.length;
      nodes.push(...section('Input fields', fields.map((field) => renderField(field))));
    }
    if (type.enumValues?.length) {
      const values = type.enumValues.filter((value) => matches(value.name, filter));
      total += type.enumValues.length;
      shown += values.length;
      nodes.push(
        ...section(
          'Values',
          values.map((value) =>
            h(
              'li',
              { className: 'docs-item' },
              h('div', { className: 'docs-sig' }, h('span', { className: 'docs-field-name', text: value.name }), deprecation(value)),
              description(value.description),
            ),
          ),
        ),
      );
    }
    if (filter && total && !shown) nodes.push(h('p', { className: 'docs-empty', text: `Nothing in ${type.name} matches “${filter}”.` }));
    return nodes;
  };

  const renderDocs = () => {
    if (!docs.loaded) return;
    const filter = ui.docsFilter.value.trim().toLowerCase();
    const type = docs.view ? docs.types.get(docs.view) : null;
    if (docs.view && !type) docs.view = null;
    ui.docsContent.replaceChildren(...(type ? renderTypePage(type, filter) : renderOverview(filter)).filter(Boolean));
    ui.docsNav.hidden = !type;
    if (type) {
      const previous = docs.history.at(-1);
      ui.docsBack.textContent = `← Back to ${previous ?? 'schema'}`;
    }
    ui.docsFilter.placeholder = type ? `Filter ${type.name}…` : 'Filter fields and types…';
  };

  const navigateDocs = (name, { push = true } = {}) => {
    if (push) docs.history.push(docs.view);
    docs.view = name;
    ui.docsFilter.value = '';
    renderDocs();
    ui.docsContent.scrollTop = 0;
    document.getElementById('docs-type-title')?.focus({ preventScroll: true });
  };

  const goBack = () => {
    const previous = docs.history.pop() ?? null;
    docs.view = previous;
    ui.docsFilter.value = '';
    renderDocs();
    ui.docsContent.scrollTop = 0;
    if (previous) document.getElementById('docs-type-title')?.focus({ preventScroll: true });
    else ui.docsFilter.focus();
  };

  const showDocsError = (message) => {
    docs.loaded = false;
    ui.docsNav.hidden = true;
    ui.docsContent.replaceChildren(
      h('p', { className: 'docs-error', role: 'alert' }, 'The schema could not be loaded: ', message),
      h('p', { className: 'hint', text: 'Check that the server is running and that introspection is enabled, then press Reload.' }),
    );
  };

  const loadSchema = async () => {
    ui.docsContent.replaceChildren(h('p', { className: 'muted', text: 'Loading the schema…' }));
    ui.docsReload.disabled = true;
    // Send the user's headers when they are valid JSON, so a protected schema can be read too.
    const userHeaders = parseJsonObject(ui.headers.value, 'Headers');
    let headers;
    try {
      headers = buildHeaders(userHeaders.ok ? userHeaders.value : undefined);
    } catch {
      headers = buildHeaders();
    }
    try {
      const response = await fetch(ENDPOINT, {
        method: 'POST',
        headers,
        body: JSON.stringify({ query: INTROSPECTION_QUERY, operationName: 'ExplorerIntrospection' }),
        credentials: 'same-origin',
      });
      let body;
      try {
        body = await response.json();
      } catch {
        throw new Error(`HTTP ${response.status} without a GraphQL response.`);
      }
      const schema = body?.data?.__schema;
      if (!schema) {
        const message = Array.isArray(body?.errors) && body.errors.length ? body.errors.map((item) => item?.message).join(' ') : `HTTP ${response.status}.`;
        throw new Error(message);
      }
      docs.types = new Map(
        (schema.types ?? []).filter((type) => type?.name && !type.name.startsWith('__')).map((type) => [type.name, type]),
      );
      docs.queryType = schema.queryType?.name ?? null;
      docs.mutationType = schema.mutationType?.name ?? null;
      docs.subscriptionType = schema.subscriptionType?.name ?? null;
      docs.loaded = true;
      if (docs.view && !docs.types.has(docs.view)) {
        docs.view = null;
        docs.history = [];
      }
      renderDocs();
    } catch (error) {
      showDocsError(error.message);
    } finally {
      ui.docsReload.disabled = false;
    }
  };

  const setDocsOpen = (open) => {
    ui.docsPane.classList.toggle('is-open', open);
    ui.docsToggle.setAttribute('aria-expanded', String(open));
    ui.docsToggle.textContent = open ? 'Hide docs' : 'Show docs';
    storage.set('docsOpen', open ? '1' : '0');
  };

  // ---------------------------------------------------------------------------------------------------------
  // Start-up
  // ---------------------------------------------------------------------------------------------------------

  const init = () => {
    ui.endpointLabel.textContent = ENDPOINT;
    ui.runShortcut.textContent = RUN_SHORTCUT;
    ui.run.title = `Run the operation (${RUN_SHORTCUT})`;
    setRunStatus(`Press Run or ${RUN_SHORTCUT} to send the operation.`);

    for (const example of EXAMPLES) ui.examples.append(h('option', { value: example.id, text: example.label }));

    const storedQuery = storage.get('query');
    if (storedQuery === null) {
      const first = EXAMPLES[0];
      ui.editor.value = first.query;
      ui.variables.value = JSON.stringify(first.variables(), null, 2);
    } else {
      ui.editor.value = storedQuery;
      ui.variables.value = storage.get('variables', '');
    }
    ui.headers.value = storage.get('headers', '');
    ui.variablesSection.open = storage.get('variablesOpen', '1') === '1';
    ui.headersSection.open = storage.get('headersOpen', '0') === '1' || ui.headers.value.trim() !== '';

    for (const textarea of [ui.editor, ui.variables, ui.headers]) enhanceCodeEditor(textarea);

    const refreshOperations = debounce(() => {
      updateOperationPicker();
      persist();
    }, 150);

    ui.editor.addEventListener('input', () => {
      updateGutter();
      refreshOperations();
      const shown = EXAMPLES.find((example) => example.id === ui.examples.value);
      if (shown && shown.query !== ui.editor.value) ui.examples.value = '';
    });
    ui.editor.addEventListener('scroll', () => {
      ui.gutter.scrollTop = ui.editor.scrollTop;
    });
    ui.variables.addEventListener('input', () => {
      fitHeight(ui.variables);
      if (ui.variables.getAttribute('aria-invalid')) readVariables();
      persist();
    });
    ui.headers.addEventListener('input', () => {
      fitHeight(ui.headers);
      if (ui.headers.getAttribute('aria-invalid')) readHeaders();
      refreshAuthState();
      persist();
    });
    ui.variables.addEventListener('blur', () => readVariables());
    ui.headers.addEventListener('blur', () => readHeaders());
    ui.variablesSection.addEventListener('toggle', () => persist());
    ui.headersSection.addEventListener('toggle', () => persist());
    ui.operationName.addEventListener('change', () => persist());

    ui.examples.addEventListener('change', () => insertExample(ui.examples.value));
    ui.run.addEventListener('click', () => run());
    ui.copyResponse.addEventListener('click', () => copyResponse());

    document.addEventListener('keydown', (event) => {
      if (event.key === 'Enter' && (event.ctrlKey || event.metaKey) && !event.isComposing) {
        if (ui.signInPanel.contains(event.target)) return;
        event.preventDefault();
        run();
      }
    });

    // Sign in
    ui.signInToggle.addEventListener('click', () => openSignIn(ui.signInPanel.hidden));
    ui.signInCancel.addEventListener('click', () => {
      openSignIn(false);
      ui.signInToggle.focus();
    });
    ui.signInForm.addEventListener('submit', signIn);
    document.addEventListener('keydown', (event) => {
      if (event.key !== 'Escape' || ui.signInPanel.hidden) return;
      const active = document.activeElement;
      // Esc in the editors belongs to them (Esc, then Tab leaves an editor).
      if (active && active !== document.body && !ui.signInPanel.contains(active) && active !== ui.signInToggle) return;
      event.preventDefault();
      openSignIn(false);
      ui.signInToggle.focus();
    });
    document.addEventListener('pointerdown', (event) => {
      if (!ui.signInPanel.hidden && !ui.signInPanel.contains(event.target) && !ui.signInToggle.contains(event.target)) {
        openSignIn(false);
      }
    });
    ui.signOut.addEventListener('click', signOut);

    // Docs
    ui.docsContent.addEventListener('click', (event) => {
      const link = event.target instanceof Element ? event.target.closest('.type-link') : null;
      if (link?.dataset.type) navigateDocs(link.dataset.type);
    });
    ui.docsBack.addEventListener('click', goBack);
    ui.docsFilter.addEventListener('input', debounce(renderDocs, 80));
    ui.docsFilter.addEventListener('keydown', (event) => {
      if (event.key === 'Escape' && ui.docsFilter.value) {
        event.preventDefault();
        ui.docsFilter.value = '';
        renderDocs();
      }
    });
    ui.docsReload.addEventListener('click', () => loadSchema());
    ui.docsToggle.addEventListener('click', () => setDocsOpen(!ui.docsPane.classList.contains('is-open')));
    setDocsOpen(storage.get('docsOpen', '0') === '1');

    window.addEventListener('pagehide', () => persist.flush());

    updateGutter();
    fitHeight(ui.variables);
    fitHeight(ui.headers);
    updateOperationPicker();
    refreshAuthState();
    loadSchema();
  };

  init();
})();
