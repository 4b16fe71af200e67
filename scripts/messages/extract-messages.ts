/**
 * Every English message a user can read from the contracts package or from the API's answers, as
 * the keys of the message catalogue (decision 0027): read from the sources with the TypeScript
 * compiler, so a new message cannot ship without its translations (message-catalogue.test.ts).
 *
 * A message is found where it is made: the properties of a `messages` / `…Messages` object, a
 * `…Message` constant or function, a `message:` property (zod checks, field errors), a zod check's
 * text argument, and the text of every `new AppError(…)`. A text that arrives through a parameter
 * (`conflict(path, message)`, `AppError.notFound(what)`) is followed to the calls that pass it.
 * What stays unknown becomes a placeholder: `{{n1}}` for a number, `{{s1}}` for a text.
 *
 * `node --import tsx scripts/messages/extract-messages.ts` rewrites the checked-in list.
 */
import { readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const messageListPath = join(repoRoot, 'packages/contracts/src/translations/english.json');

// Texts of the operators' configuration and files, not of the product's answers: a wrong setting
// stops the server at start with an English message in its log.
const notForReaders = new Set([
  'packages/contracts/src/trust-proxy.ts',
  'packages/contracts/src/presentation-manifest.ts',
  'apps/api/src/config.ts',
]);

/** The files whose messages users read: contracts and the API, without tests and test helpers. */
export function messageSources(root = repoRoot): string[] {
  const contracts = join(root, 'packages/contracts/src');
  const files = readdirSync(contracts)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f !== 'testing.ts')
    .map((f) => join(contracts, f));
  const api = join(root, 'apps/api/src');
  for (const entry of readdirSync(api, { recursive: true, encoding: 'utf8' })) {
    if (entry.endsWith('.ts') && !entry.endsWith('.test.ts') && !entry.includes('test-support'))
      files.push(join(api, entry));
  }
  return files.filter((f) => !notForReaders.has(relative(root, f))).sort();
}

// Placeholders while texts are put together; numbered ({{n1}}, {{s1}}) once a message is whole.
const numberMark = '\u0001n\u0001';
const textMark = '\u0001s\u0001';
const maxVariants = 64;
// A few constants stand for themselves (`kind`: product or post); a long union (every field name
// of a form) is some text.
const maxUnionVariants = 4;

type FunctionNode = ts.SignatureDeclaration;

export function extractMessages(root = repoRoot): string[] {
  const files = messageSources(root);
  const options: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2023,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    allowImportingTsExtensions: true,
    resolveJsonModule: true,
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
  };
  // Only our own modules and zod are read: a message's parts are typed by them, and leaving the
  // servers' other packages (drizzle, stripe, the AWS SDK) out keeps the run to seconds.
  const host = ts.createCompilerHost(options);
  const followed = (name: string) => name.startsWith('.') || /^(zod|@wbn\/contracts)(\/|$)/.test(name);
  host.resolveModuleNameLiterals = (literals, containingFile, _redirect, compilerOptions) =>
    literals.map((literal) =>
      followed(literal.text)
        ? ts.resolveModuleName(literal.text, containingFile, compilerOptions, host)
        : { resolvedModule: undefined },
    );
  const program = ts.createProgram(files, options, host);
  const checker = program.getTypeChecker();
  const sources = files.map((f) => program.getSourceFile(f)).filter((s): s is ts.SourceFile => !!s);

  // The calls by the name they call (`conflict`, `field`, `AppError`): a parameter's texts are the
  // arguments of the calls of its function, found by name first, then by the checker.
  const callsByName = new Map<string, (ts.CallExpression | ts.NewExpression)[]>();
  const visitCalls = (node: ts.Node) => {
    if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
      const callee = node.expression;
      const name = ts.isIdentifier(callee)
        ? callee.text
        : ts.isPropertyAccessExpression(callee)
          ? callee.name.text
          : null;
      if (name) callsByName.set(name, [...(callsByName.get(name) ?? []), node]);
    }
    ts.forEachChild(node, visitCalls);
  };
  sources.forEach(visitCalls);
  const calls = new Map<FunctionNode, (ts.CallExpression | ts.NewExpression)[]>();
  function callsOf(fn: FunctionNode): (ts.CallExpression | ts.NewExpression)[] {
    let found = calls.get(fn);
    if (!found) {
      const name = functionName(fn);
      found = (name ? (callsByName.get(name) ?? []) : []).filter(
        (call) => checker.getResolvedSignature(call)?.declaration === fn,
      );
      calls.set(fn, found);
    }
    return found;
  }

  const evaluating = new Set<ts.Node>();

  /** The texts an expression may have (placeholders where it is not known). */
  function texts(expr: ts.Expression): string[] {
    if (evaluating.has(expr)) return [textMark];
    evaluating.add(expr);
    try {
      return [...new Set(textsOf(expr))].slice(0, maxVariants);
    } finally {
      evaluating.delete(expr);
    }
  }

  function textsOf(expr: ts.Expression): string[] {
    if (ts.isStringLiteralLike(expr)) return [expr.text];
    if (ts.isNumericLiteral(expr)) return [numberMark];
    if (
      ts.isParenthesizedExpression(expr) ||
      ts.isAsExpression(expr) ||
      ts.isSatisfiesExpression(expr) ||
      ts.isNonNullExpression(expr)
    )
      return texts(expr.expression);
    if (ts.isTemplateExpression(expr)) {
      let out = [expr.head.text];
      for (const span of expr.templateSpans) out = product(out, texts(span.expression), [span.literal.text]);
      return out;
    }
    if (ts.isConditionalExpression(expr)) return [...texts(expr.whenTrue), ...texts(expr.whenFalse)];
    if (ts.isBinaryExpression(expr)) {
      const op = expr.operatorToken.kind;
      if (op === ts.SyntaxKind.PlusToken && !isNumber(expr))
        return product(texts(expr.left), texts(expr.right));
      if (op === ts.SyntaxKind.QuestionQuestionToken || op === ts.SyntaxKind.BarBarToken)
        return [...texts(expr.left), ...texts(expr.right)];
      return byType(expr);
    }
    if (ts.isCallExpression(expr)) return callTexts(expr);
    if (ts.isIdentifier(expr) || ts.isPropertyAccessExpression(expr)) return referenceTexts(expr);
    if (ts.isElementAccessExpression(expr)) {
      const object = objectLiteralOf(expr.expression);
      if (object) return object.properties.flatMap((p) => propertyTexts(p));
      return byType(expr);
    }
    return byType(expr);
  }

  function callTexts(call: ts.CallExpression): string[] {
    const callee = call.expression;
    if (ts.isPropertyAccessExpression(callee)) {
      const name = callee.name.text;
      // A list of constants joined (`One of: ${reportReasons.join(', ')}`) is known text.
      if (name === 'join') {
        const items = literalTuple(callee.expression);
        const separator = call.arguments[0];
        if (items && (!separator || ts.isStringLiteralLike(separator)))
          return [items.join(separator ? separator.text : ',')];
      }
      if (['toLocaleString', 'toString', 'toFixed'].includes(name) && isNumber(callee.expression))
        return [numberMark];
    }
    return byType(call);
  }

  /** An identifier or `a.b`: a constant's value, an object's property, a parameter's arguments. */
  function referenceTexts(expr: ts.Identifier | ts.PropertyAccessExpression): string[] {
    if (ts.isPropertyAccessExpression(expr)) {
      const object = objectLiteralOf(expr.expression);
      if (!object) return byType(expr);
      const property = object.properties.find((p) => p.name && nameOf(p.name) === expr.name.text);
      return property ? propertyTexts(property) : byType(expr);
    }
    const declaration = declarationOf(expr);
    if (!declaration) return byType(expr);
    if (ts.isVariableDeclaration(declaration) && declaration.initializer && isConst(declaration))
      return texts(declaration.initializer);
    if (ts.isParameter(declaration)) return parameterTexts(declaration, expr);
    if (ts.isShorthandPropertyAssignment(declaration) || ts.isPropertyAssignment(declaration))
      return propertyTexts(declaration);
    return byType(expr);
  }

  /** What callers pass for a parameter (and its default when one leaves it out). */
  function parameterTexts(parameter: ts.ParameterDeclaration, use: ts.Expression): string[] {
    const fn = parameter.parent as FunctionNode;
    const index = fn.parameters.indexOf(parameter);
    const calls = callsOf(fn);
    const out: string[] = [];
    for (const call of calls) {
      const arg = call.arguments?.[index];
      if (arg && !ts.isSpreadElement(arg)) out.push(...texts(arg));
      else if (parameter.initializer) out.push(...texts(parameter.initializer));
    }
    if (calls.length === 0) {
      if (parameter.initializer) out.push(...texts(parameter.initializer));
      out.push(...byType(use));
    }
    return out.length ? out : byType(use);
  }

  function propertyTexts(property: ts.ObjectLiteralElementLike): string[] {
    if (ts.isPropertyAssignment(property)) return valueTexts(property.initializer);
    if (ts.isShorthandPropertyAssignment(property)) {
      const symbol = checker.getShorthandAssignmentValueSymbol(property);
      const declaration = symbol?.valueDeclaration;
      if (declaration && ts.isParameter(declaration)) return parameterTexts(declaration, property.name);
      if (declaration && ts.isVariableDeclaration(declaration) && declaration.initializer)
        return texts(declaration.initializer);
      return byType(property.name);
    }
    if (ts.isMethodDeclaration(property)) return returnTexts(property);
    return [];
  }

  /** A value, or what a function value returns (a message made from its arguments). */
  function valueTexts(value: ts.Expression): string[] {
    const inner = unwrap(value);
    if (ts.isArrowFunction(inner) || ts.isFunctionExpression(inner)) return returnTexts(inner);
    return texts(value);
  }

  function returnTexts(fn: ts.FunctionLikeDeclaration): string[] {
    if (!fn.body) return [];
    if (!ts.isBlock(fn.body)) return texts(fn.body);
    const out: string[] = [];
    const visit = (node: ts.Node) => {
      if (ts.isReturnStatement(node) && node.expression) out.push(...texts(node.expression));
      else if (!ts.isFunctionLike(node)) ts.forEachChild(node, visit);
    };
    ts.forEachChild(fn.body, visit);
    return out;
  }

  /** The object literal an expression names (`says`, `limits`, `buyingRequestMessages`), if any. */
  function objectLiteralOf(expr: ts.Expression): ts.ObjectLiteralExpression | null {
    const inner = unwrap(expr);
    if (ts.isObjectLiteralExpression(inner)) return inner;
    if (ts.isIdentifier(inner)) {
      const declaration = declarationOf(inner);
      if (
        declaration &&
        ts.isVariableDeclaration(declaration) &&
        declaration.initializer &&
        isConst(declaration)
      )
        return objectLiteralOf(declaration.initializer);
      return null;
    }
    if (ts.isPropertyAccessExpression(inner)) {
      const object = objectLiteralOf(inner.expression);
      const property = object?.properties.find((p) => p.name && nameOf(p.name) === inner.name.text);
      return property && ts.isPropertyAssignment(property) ? objectLiteralOf(property.initializer) : null;
    }
    return null;
  }

  function declarationOf(id: ts.Identifier): ts.Declaration | undefined {
    let symbol = checker.getSymbolAtLocation(id);
    if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
    return symbol?.valueDeclaration;
  }

  /** A readonly tuple of string constants (`as const`), as its values. */
  function literalTuple(expr: ts.Expression): string[] | null {
    const type = checker.getTypeAtLocation(expr);
    if (!checker.isTupleType(type)) return null;
    const items = checker.getTypeArguments(type as ts.TypeReference);
    return items.every((t) => t.isStringLiteral())
      ? items.map((t) => (t as ts.StringLiteralType).value)
      : null;
  }

  function isNumber(expr: ts.Expression): boolean {
    const type = checker.getTypeAtLocation(expr);
    return (
      (checker.getBaseTypeOfLiteralType(type).flags & (ts.TypeFlags.NumberLike | ts.TypeFlags.BigIntLike)) !==
      0
    );
  }

  /** Unknown values by their type: a number, one of some string constants, or some text. */
  function byType(expr: ts.Expression): string[] {
    if (isNumber(expr)) return [numberMark];
    const type = checker.getTypeAtLocation(expr);
    const parts = type.isUnion() ? type.types : [type];
    if (parts.length <= maxUnionVariants && parts.every((t) => t.isStringLiteral()))
      return parts.map((t) => (t as ts.StringLiteralType).value);
    return [textMark];
  }

  // The places messages are made.
  const found: string[] = [];
  const add = (values: string[]) => found.push(...values);
  const messageObject = /^(messages|says)$|Messages$/;
  const messageConstant = /Message$/;
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      const name = node.name.text;
      const object = messageObject.test(name) ? objectLiteralOf(node.initializer) : null;
      if (object) for (const property of object.properties) add(propertyTexts(property));
      else if (messageConstant.test(name)) add(valueTexts(node.initializer));
    }
    if (ts.isFunctionDeclaration(node) && node.name && messageConstant.test(node.name.text))
      add(returnTexts(node));
    if (
      (ts.isPropertyAssignment(node) || ts.isShorthandPropertyAssignment(node)) &&
      nameOf(node.name) === 'message' &&
      ts.isObjectLiteralExpression(node.parent)
    )
      add(propertyTexts(node));
    if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'AppError') {
      const message = node.arguments?.[1];
      if (message) add(texts(message));
    }
    if (ts.isCallExpression(node)) add(zodCheckTexts(node));
    ts.forEachChild(node, visit);
  };

  /** A zod check given its message as a string (`.regex(pattern, 'A file name')`). */
  function zodCheckTexts(call: ts.CallExpression): string[] {
    if (!importsZod(call.getSourceFile())) return [];
    const declaration = checker.getResolvedSignature(call)?.declaration;
    if (!declaration || ts.isJSDocSignature(declaration)) return [];
    if (!declaration.getSourceFile().fileName.includes('/node_modules/zod/')) return [];
    const out: string[] = [];
    call.arguments.forEach((arg, i) => {
      const parameter = declaration.parameters[i];
      if (!parameter || !ts.isIdentifier(parameter.name) || parameter.name.text !== 'params') return;
      if (!ts.isObjectLiteralExpression(unwrap(arg)) && !isNumber(arg)) {
        const values = texts(arg);
        if (!values.every((v) => v === textMark)) out.push(...values);
      }
    });
    return out;
  }

  sources.forEach(visit);
  return [...new Set(found.map(numbered).filter(isMessage))].sort();
}

/** Numbers the placeholders in order: {{n1}}, {{n2}} for numbers, {{s1}} for texts. */
function numbered(text: string): string {
  let n = 0;
  let s = 0;
  return text.replaceAll(numberMark, () => `{{n${++n}}}`).replaceAll(textMark, () => `{{s${++s}}}`);
}

/** A message has words of its own: not a bare value passed on (`err.message`, `{{s1}}: {{s2}}`). */
const isMessage = (text: string) => /\p{L}/u.test(text.replace(/\{\{[ns]\d+\}\}/g, ''));

function product(...lists: string[][]): string[] {
  let out = [''];
  for (const list of lists) out = out.flatMap((a) => list.map((b) => a + b)).slice(0, maxVariants);
  return out;
}

/** The name a function is called by: its own, its variable's or its property's; `AppError` for a constructor. */
function functionName(fn: FunctionNode): string | undefined {
  if (ts.isConstructorDeclaration(fn)) return fn.parent.name?.text;
  if (fn.name && (ts.isIdentifier(fn.name) || ts.isStringLiteralLike(fn.name))) return fn.name.text;
  const holder = fn.parent;
  if ((ts.isVariableDeclaration(holder) || ts.isPropertyAssignment(holder)) && ts.isIdentifier(holder.name))
    return holder.name.text;
  return undefined;
}

const zodImporters = new WeakMap<ts.SourceFile, boolean>();
function importsZod(file: ts.SourceFile): boolean {
  let found = zodImporters.get(file);
  if (found === undefined) {
    found = file.statements.some(
      (s) =>
        ts.isImportDeclaration(s) &&
        ts.isStringLiteral(s.moduleSpecifier) &&
        s.moduleSpecifier.text === 'zod',
    );
    zodImporters.set(file, found);
  }
  return found;
}

function unwrap(expr: ts.Expression): ts.Expression {
  let e = expr;
  while (ts.isParenthesizedExpression(e) || ts.isAsExpression(e) || ts.isSatisfiesExpression(e))
    e = e.expression;
  return e;
}

function nameOf(name: ts.PropertyName): string | undefined {
  return ts.isIdentifier(name) || ts.isStringLiteralLike(name) ? name.text : undefined;
}

function isConst(declaration: ts.VariableDeclaration): boolean {
  const list = declaration.parent;
  return ts.isVariableDeclarationList(list) && (list.flags & ts.NodeFlags.Const) !== 0;
}

/** The checked-in list as the file holds it. */
export const formatMessageList = (list: readonly string[]) => `${JSON.stringify(list, null, 2)}\n`;

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const list = extractMessages();
  writeFileSync(messageListPath, formatMessageList(list));
  console.info(`${list.length} messages in ${relative(repoRoot, messageListPath)}`);
}
