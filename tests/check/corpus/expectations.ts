import { blockSchemas } from '../../../schemas/blocks/index.ts';

/**
 * What the checker must say about each case in this folder: every problem as `line:col: message`, in the order
 * reported. Lines and columns are those of the case file itself; the base sections the test appends come after
 * its last line.
 *
 * To add a case: write `NN-what-is-wrong.yaml` with the schema comment as its first line, a comment saying what
 * is wrong, and only the top-level sections it breaks (`# corpus-omit: name` leaves a base section out). Then run
 *   npx tsx tests/check/corpus/show.ts NN-what-is-wrong.yaml
 * and read every message as the product staff who will see it. If a position or a message is wrong, fix the
 * checker; paste the lines here only once they are right.
 */
export const expectations: Record<string, readonly string[]> = {
  '01-missing-schema-line.yaml': [
    '1:1: the first line must be "# yaml-language-server: $schema=./schemas/pages.schema.json" so editors check pages.yaml as you type',
  ],
  '02-yaml-bad-indent.yaml': [
    '9:10: YAML syntax: this line is indented further than the key above it: keys of one group must start in the same column',
  ],
  '03-yaml-unclosed-quote.yaml': ['6:12: YAML syntax: this text opens a " quote that is never closed; add a closing " at its end'],
  '04-yaml-tab-indent.yaml': ['6:1: YAML syntax: this line is indented with a tab; indent with spaces only'],
  '05-yaml-duplicate-key.yaml': [
    '10:40: YAML syntax: `text` is written twice in the same group; keep one',
    '11:5: YAML syntax: `route` is written twice in the same group; keep one',
  ],
  '06-text-for-whole-number.yaml': [
    '11:16: `width` of image block on screen home must be a whole number, got "wide"',
    '13:15: `gap` of stack block on screen home must be a whole number, got "8"',
  ],
  '07-number-for-text.yaml': [
    '12:17: `servicePhone` of the app section must be text, got 8001234567; put it in quotes to keep it as text',
    '24:13: `danger` of the app colours must be a colour like #0E9F6E, got 14427686; put it in quotes to keep it as text',
  ],
  '08-list-for-map.yaml': [
    '7:12: `state` of screen home must be a group of settings (key: value lines), got a list',
    '14:22: `payload` of call action on screen home must be a group of settings (key: value lines), got a list',
  ],
  '09-map-for-list.yaml': [
    '8:7: `query` of screen home must be a list (lines starting with "- "), got a group of settings',
    '10:7: `blocks` of screen home must be a list (lines starting with "- "), got a group of settings',
  ],
  '10-limit-in-words.yaml': [
    '10:20: `maxLength` of field problemDetail on screen home must be a whole number or a constant such as const.complaintTextMax, got "two hundred"',
    '13:21: `maxLength` of field phone on screen home must be a whole number or a constant such as const.complaintTextMax, got "eleven"',
  ],
  '11-unknown-root-key.yaml': ['3:1: unknown section `endpoint` in pages.yaml; did you mean `endpoints`?'],
  '12-unknown-app-key.yaml': [
    '14:3: unknown setting `privacyURL` in the app section; did you mean `privacyUrl`?',
    '16:3: unknown setting `colors` in the app section; did you mean `colours`?',
  ],
  '13-unknown-constant-key.yaml': [
    '9:3: unknown constant `complaintTextMaximum`; did you mean `complaintTextMax`?',
    '22:3: unknown constant `helpPhone`; a new constant must first be added to schemas/constants.ts by a developer',
  ],
  '14-unknown-block-key.yaml': [
    '10:9: unknown setting `lable` in field phone on screen home; did you mean `label`?',
    '11:43: unknown setting `colour` in heading block on screen home (it can have: type, visible, text, level, align)',
  ],
  '15-unknown-action-key.yaml': ['13:13: unknown setting `onSucess` in call action on screen home; did you mean `onSuccess`?'],
  '16-unknown-widget-key.yaml': ['11:9: unknown setting `treshold` in rating widget on screen home; did you mean `threshold`?'],
  '17-unknown-rule-key.yaml': [
    '11:11: unknown setting `requried` in `rules` of field phone on screen home; did you mean `required`?',
    '12:11: unknown setting `maxlength` in `rules` of field phone on screen home; did you mean `maxLength`?',
  ],
  '18-unknown-endpoint-key.yaml': [
    '4:82: unknown setting `paylod` in endpoint problemInit; did you mean `payload`?',
    '10:5: unknown setting `timeout` in endpoint problemSave (it can have: method, path, client, payload, query, success, response, answer, description)',
  ],
  '19-unknown-client-key.yaml': [
    '13:7: unknown setting `timeout` in client json; did you mean `timeoutMs`?',
    '14:85: unknown setting `retries` in client form (it can have: basePath, success, body, commonQuery, timeoutMs, headers, pathPrefix, pathEncoding, resultKey, failureMessages, defaultFailure)',
  ],
  '20-missing-required.yaml': [
    '4:3: `client` is missing from endpoint problemInit',
    '11:3: `route` is missing from screen home',
    '14:9: `text` is missing from text block on screen home',
    '19:13: `to` is missing from navigate action on screen home',
  ],
  '21-unknown-block-type.yaml': [
    '8:15: unknown block type "txt"; did you mean text?',
    '10:15: unknown block type "buton"; did you mean button?',
    // The checker lists the schema's kinds: a new kind changes this message without a second list here.
    `13:17: unknown block type "carousel" (known: ${[...Object.keys(blockSchemas), 'widget'].join(', ')})`,
  ],
  '22-unknown-action-type.yaml': [
    '11:19: unknown action type "navigte"; did you mean navigate?',
    '13:13: `type` is missing from item 2 of `actions` of button block on screen home (the action type: call, reload, navigate, redirect, openLink, back, openModal, closeModal, toast, delay, native, copy, setState, setField, emit, validate, when, scrollTo, resetForm, stop, locate)',
  ],
  '23-unknown-widget.yaml': ['9:17: unknown widget "ratings"; did you mean rating?'],
  '24-enum-input-type.yaml': [
    '10:20: `inputType` of field phone on screen home must be one of text, tel, email, number, password; got "phone"',
    '11:48: `inputType` of field email on screen home must be one of text, tel, email, number, password; got "mail" (did you mean email?)',
  ],
  '25-enum-method.yaml': [
    '4:26: `method` of endpoint problemInit must be one of GET, POST; got "post" (did you mean POST?)',
    '6:13: `method` of endpoint problemSave must be one of GET, POST; got "PUT"',
  ],
  '26-enum-client.yaml': [
    '4:74: `client` of endpoint problemInit must be one of common, payment, json, form, wrapped; got "comon" (did you mean common?)',
    '8:13: `client` of endpoint problemSave must be one of common, payment, json, form, wrapped; got "commons" (did you mean common?)',
  ],
  '27-enum-native-action.yaml': [
    '12:21: `action` of native action on screen home must be one of to, closeWebview, toP, toHome, toMine, offToLogin, callTelephone, toRate, confirmBurialPoint, startBank, endBank; got "closeWebView" (did you mean closeWebview?)',
    '13:37: `action` of native action on screen home must be one of to, closeWebview, toP, toHome, toMine, offToLogin, callTelephone, toRate, confirmBurialPoint, startBank, endBank; got "share"',
  ],
  '28-bad-screen-id.yaml': [
    '4:3: `complaint-list` in the screens section is not a valid name: it must be a name made of letters, digits and _, starting with a letter (no spaces, dots or dashes)',
    '8:3: `2fa` in the screens section is not a valid name: it must be a name made of letters, digits and _, starting with a letter (no spaces, dots or dashes)',
  ],
  '29-field-name-with-spaces.yaml': [
    '9:15: `name` of field problem detail on screen home must be a name made of letters, digits and _, starting with a letter (no spaces, dots or dashes); got "problem detail"',
    '11:30: `name` of field user.phone on screen home must be a name made of letters, digits and _, starting with a letter (no spaces, dots or dashes); got "user.phone"',
  ],
  '30-bad-route.yaml': [
    '5:12: `route` of screen home must be a path such as /complaintList, / for the home page, or a hash route such as #/downloadTemplate; got "complaint"',
    '9:12: `route` of screen list must be a path such as /complaintList, / for the home page, or a hash route such as #/downloadTemplate; got "/complaint list"',
    '13:13: `route` of screen detail must be a path such as /complaintList, / for the home page, or a hash route such as #/downloadTemplate; got "/complaint/detail/"',
  ],
  '31-duplicate-route.yaml': ['9:12: route / is already used by screen home; each screen needs its own route'],
  '32-copy-missing-in-one-pack.yaml': [
    '13:9: language pack es is missing the copy text ui.help (pack en has it)',
    '29:9: language pack es is missing the copy text complaint.done (pack en has it)',
  ],
  '33-copy-missing-everywhere.yaml': [
    '6:12: copy text t.ui.hom does not exist in the language packs; did you mean t.ui.home?',
    '9:15: t.complaints is not a group of copy texts; did you mean t.complaint?',
  ],
  '34-missing-endpoint.yaml': [
    '8:25: endpoint "problemInt" is not declared in the endpoints section; did you mean "problemInit"?',
    '14:23: endpoint "problemSav" is not declared in the endpoints section; did you mean "problemSave"?',
  ],
  '35-missing-screen.yaml': ['11:35: there is no screen "complaints" to go to'],
  '36-missing-modal.yaml': ['15:20: screen home has no modal "don"; did you mean "done"?', '16:40: screen home has no modal "sucess"'],
  '37-missing-data-source.yaml': [
    '11:15: data.int is not a data source of screen home; did you mean data.init?',
    '16:21: screen home has no data source "list"',
  ],
  '38-missing-field.yaml': [
    '11:15: form.phon is not a field of screen home; did you mean form.phone?',
    '16:29: screen home has no field "code"',
    '18:19: screen home has no field "mail"',
  ],
  '39-missing-anchor.yaml': ['15:21: screen home has no group with anchor "bottom"'],
  '40-missing-document.yaml': ['9:19: document "privacyNotice" is not declared in the documents section'],
  '41-missing-state-key.yaml': [
    '13:16: tabs keep the chosen tab in state.tabIndex, but screen home does not declare it under state',
    '17:19: state.busy is not declared under state of screen home',
    '20:31: state.page is not declared under state of screen home',
  ],
  '42-payload-field-not-taken.yaml': [
    '8:49: endpoint problemInit does not take a field "orderNo"; did you mean "orderId"?',
    '17:15: endpoint problemSave does not take a field "detail"; it takes: problemType, problemDetail, orderNo',
  ],
  '43-expression-syntax-plain.yaml': [
    '11:41: expression "fmt(t.ui.home, state.count": missing ")" to close the "(" after "fmt"',
    '13:30: expression "state.count = 1": a single "=" is not allowed: write "==" to compare',
    '16:43: expression "state.count > 0 ? t.ui.home t.ui.network": missing ":" for the "?" after "state.count > 0": write condition ? value-if-true : value-if-false',
  ],
  '44-expression-syntax-quoted.yaml': [
    '11:28: expression "state.count === 1 ? t.ui.home : t.ui.network": "===" is not used here: write "==" (it already compares codes loosely)',
    "13:46: expression \"state.count > 0 && 'yes' || 'no\": unclosed string that starts after \"…> 0 && 'yes' ||\": add the closing ' quote",
    '15:36: expression "concat(\\"a\\", \\"b\\" \\"c\\")": unexpected "c" after "b": did you forget an operator or quotes around text?',
    '16:45: expression "len(state.count": missing ")" to close the "(" after "len"',
  ],
  '45-unknown-function.yaml': [
    '9:15: expression "uper(t.ui.home)": there is no function uper(); did you mean upper()?',
    '11:28: expression "t.ui.home + format(t.ui.home)": there is no function format() (docs/expressions.md lists the functions)',
  ],
  '46-unknown-namespace.yaml': [
    '6:12: unknown name "ui"; did you mean t.ui.home? (expressions start with one of t, const, app, lang, query, state, data, form, item, index, result, event)',
    '9:28: expression "t.ui.home + dta.init": unknown name "dta"; did you mean data? (expressions start with one of t, const, app, lang, query, state, data, form, item, index, result, event)',
  ],
  '47-item-outside-list.yaml': [
    '9:15: item is only available inside a list, rows, tabs or choice options',
    '16:18: expression "index > 0": index is only available inside a list, rows, tabs or choice options',
  ],
  '48-result-outside-call.yaml': [
    '12:19: result is only available in what runs after a call (onSuccess, onFailure, onCode), in onLoad of a data source and in an upload',
  ],
  '49-query-not-read.yaml': [
    '10:48: expression "query.orderNo + query.orderId + query.ordrNo + query.couponId": query.ordrNo is not read by screen home; did you mean query.orderNo?',
    '10:63: expression "query.orderNo + query.orderId + query.ordrNo + query.couponId": query.couponId is not read by screen home: add couponId to its query list',
  ],
  '50-missing-constant.yaml': [
    '10:20: const.complaintTextMaximum is not a constant in the constants section; did you mean const.complaintTextMax?',
    '12:31: expression "fmt(t.ui.home, const.helpPhone)": const.helpPhone is not a constant in the constants section',
  ],
  '51-document-placeholder.yaml': [
    'content/placeholders.en.md:4:10: {{app.mail}} is neither a constant nor an app setting; did you mean {{app.email}}?',
    'content/placeholders.en.md:4:33: {{servicePhone}} is neither a constant nor an app setting; did you mean {{app.servicePhone}}?',
    'content/placeholders.es.md:4:14: {{app.mail}} is neither a constant nor an app setting; did you mean {{app.email}}?',
    'content/placeholders.es.md:4:40: {{servicePhone}} is neither a constant nor an app setting; did you mean {{app.servicePhone}}?',
  ],
  '52-document-file-missing.yaml': [
    '6:9: document file content/terms.english.md does not exist',
    '7:3: document privacy has no file for language pack en',
  ],
  '53-several-problems-sorted.yaml': [
    '7:12: copy text t.ui.hom does not exist in the language packs; did you mean t.ui.home?',
    '12:35: there is no screen "complaints" to go to',
    '14:20: screen home has no modal "done"',
    '18:9: document file content/missing.en.md does not exist',
  ],
  '54-flow-mapping.yaml': [
    '8:73: endpoint problemInit does not take a field "order"; it takes: orderId',
    '10:29: copy text t.ui.hom does not exist in the language packs; did you mean t.ui.home?',
    '11:78: expression "len(": missing ")" to close the "(" after "len"',
    '12:15: there is no screen "nowhere" to go to',
  ],
  '55-expression-multiline.yaml': [
    '10:11: expression "fmt(t.ui.home, cnst.x)": unknown name "cnst"; did you mean const? (expressions start with one of t, const, app, lang, query, state, data, form, item, index, result, event)',
    '14:13: expression "concat(t.ui.home,\\n  t.ui.hme)": copy text t.ui.hme does not exist in the language packs; did you mean t.ui.home?',
  ],
  '56-limit-not-a-number.yaml': [
    '10:14: `max` of rating widget on screen home must be a whole number or a constant such as const.complaintTextMax, got "five"',
    '11:21: `threshold` of rating widget on screen home must be a whole number or a constant such as const.complaintTextMax, got "4 stars"',
    '18:17: `ms` of delay action on screen home must be a whole number or a constant such as const.complaintTextMax, got "2 seconds"',
  ],
  '57-language-pack-names.yaml': [
    '5:37: the page address parameter is-need-pop=3 chooses language pack "it", which is not under languages.packs',
    '6:12: the default language is language pack "fr", which is not under languages.packs',
    '35:13: language pack en falls back to language pack "pt", which is not under languages.packs',
  ],
  '58-missing-section.yaml': ['1:1: pages.yaml has no `documents` section', '1:1: pages.yaml has no `screens` section'],
  '59-yaml-colon-in-value.yaml': ['9:22: YAML syntax: this value contains ": "; put the whole value in quotes'],
  '60-yaml-unclosed-bracket.yaml': ['9:14: YAML syntax: this [ is never closed; add ] at the end of the list'],
  '61-yaml-missing-colon.yaml': ['5:5: YAML syntax: this line has no ": " between its key and its value'],
  '62-yaml-under-indent.yaml': [
    '9:8: YAML syntax: this line does not line up with the lines above it: keys of one group must start in the same column',
  ],
  '63-schema-problems-sorted.yaml': [
    '7:13: `header` of screen home must be one of bar, none; got "hidden"',
    '11:16: `level` of heading block on screen home must be one of 1, 2, 3; got 4',
    '15:15: `rows` of field problemDetail on screen home must be at least 2, got 1',
    '17:38: `path` of endpoint problemInit must be a path on the server such as /user-problem/problem-list (letters, digits and _ . / - { } only); got "/user-problem/problem init"',
    '22:14: `payload` of endpoint problemSave must be a list (lines starting with "- "), got "problemType"',
  ],
  '64-bad-pack-id.yaml': [
    '34:5: `english` in `packs` of the languages section is not a valid name: it must be a language pack id such as es',
  ],
  '65-expression-names.yaml': [
    '9:31: expression "fmt(t.ui.home, lang.code, app.nam)": lang.code is not known (lang has id, currency, name and type)',
    '9:42: expression "fmt(t.ui.home, lang.code, app.nam)": app.nam is not an app setting; did you mean app.name?',
    '11:15: event is only available in event listeners (on), onChange and widgets',
  ],
  '66-on-code-key.yaml': [
    '15:15: `wrongCode` in `onCode` of call action on screen home is not a valid name: it must be a response code such as 800006 or -1',
  ],
  '67-empty-values.yaml': [
    '6:5: `title` of screen home is empty; it must be a single value (text, a number or an expression such as t.ui.title)',
    '10:9: `level` of heading block on screen home must be one of 1, 2, 3; got nothing',
  ],
  '68-expressions-outside-screens.yaml': [
    '6:13: state is only available on a screen',
    '7:17: copy text t.ui.netwrok does not exist in the language packs; did you mean t.ui.network?',
    '11:48: const.commonSuccesCode is not a constant in the constants section; did you mean const.commonSuccessCode?',
  ],
  '69-one-of-values.yaml': [
    '13:25: `carryQuery` of navigate action on screen home must be true to carry every query parameter of this page, or a list of the ones to carry; got "orderNo"',
    '15:21: `fields` of validate action on screen home must list at least 1 item',
  ],
  '70-document-parity.yaml': [
    'content/parity.en.md:5:1: section "Payments" has 1 paragraph or list item here but 2 in content/parity.es.md (section "Pagos", line 5); every language needs the same text',
    'content/parity.en.md:7:21: {{decisionDays}} is not in content/parity.es.md; every language needs the same placeholders',
    'content/parity.en.md:9:1: content/parity.es.md has {{fundsCreditMaxDays}} (line 13) but this file does not; every language needs the same placeholders',
    'content/sections.en.md:5:1: section "Your rights" is a level-3 heading where content/sections.es.md has a level-2 one, section "Tus derechos" (line 5); every language needs the same sections',
    'content/short.en.md:7:1: content/sections.es.md goes on with section "Cookies" (line 9), which this file lacks; every language needs the same sections',
  ],
  '71-limits.yaml': [
    '11:20: `maxLength` of field phone on screen home is -11; a maximum must be at least 1',
    '14:20: `maxLength` of field problemDetail on screen home is 0; a maximum must be at least 1',
    '19:31: the minLength rule of field code on screen home (6) is above the `maxLength` it goes with (4); lower it or raise the maximum',
    '25:14: `max` of field photos on screen home is const.detailRowsFolded, which is 0; a maximum must be at least 1',
    '28:20: `maxLength` of field captcha on screen home is 4.5; it must be a whole number',
    '32:32: `ms` of delay action on screen home is -300; it cannot be negative',
    '36:20: `threshold` of rating widget on screen home (6) is above the `max` it goes with (const.scoreMax = 5); lower it or raise the maximum',
    '76:20: constant loanTermMinDays (400) is above loanTermMaxDays (365); lower it or raise loanTermMaxDays',
  ],
  '72-one-pass-every-stage.yaml': [
    '12:9: unknown setting `colour` in heading block on screen home (it can have: type, visible, text, level, align)',
    '21:20: `maxLength` of field problemDetail on screen complaint is -200; a maximum must be at least 1',
    '23:35: expression "len(t.complaint.done": missing ")" to close the "(" after "len"',
    '27:35: there is no screen "complaints" to go to; did you mean "complaint"?',
    '85:9: language pack en is missing the copy text complaint.done (pack es has it)',
    'content/placeholders.en.md:4:10: {{app.mail}} is neither a constant nor an app setting; did you mean {{app.email}}?',
    'content/placeholders.en.md:4:33: {{servicePhone}} is neither a constant nor an app setting; did you mean {{app.servicePhone}}?',
    'content/placeholders.es.md:4:14: {{app.mail}} is neither a constant nor an app setting; did you mean {{app.email}}?',
    'content/placeholders.es.md:4:40: {{servicePhone}} is neither a constant nor an app setting; did you mean {{app.servicePhone}}?',
  ],
  '73-low-contrast-colours.yaml': [
    '17:15: colour primary (#0E9F6E) on surface (#FFFFFF) has contrast 3.39:1, below the 4.5:1 that WCAG AA asks for links and secondary buttons; use a darker or lighter shade',
    '17:15: colour primary (#0E9F6E) on background (#F3F5F7) has contrast 3.10:1, below the 4.5:1 that WCAG AA asks for links and secondary buttons; use a darker or lighter shade',
    '18:19: colour primaryText (#FFFFFF) on primary (#0E9F6E) has contrast 3.39:1, below the 4.5:1 that WCAG AA asks for button text; use a darker or lighter shade',
    '23:13: colour muted (#9CA3AF) on background (#F3F5F7) has contrast 2.32:1, below the 4.5:1 that WCAG AA asks for secondary text and placeholders; use a darker or lighter shade',
    '23:13: colour muted (#9CA3AF) on surface (#FFFFFF) has contrast 2.54:1, below the 4.5:1 that WCAG AA asks for secondary text and placeholders; use a darker or lighter shade',
  ],
  '74-copy-placeholders-differ.yaml': [
    '53:20: copy text ui.network in pack en has no {0}, which the es text has; the page puts a number or a name in place of each one, so every language needs the same ones',
    '57:22: copy text complaint.required in pack en has {1}, which the es text does not; the page puts a number or a name in place of each one, so every language needs the same ones',
  ],
  '75-document-markup.yaml': [
    'content/markup.en.md:5:1: "#### Fees" is a heading deeper than ###, which pages show as plain text; use #, ## or ###',
    'content/markup.en.md:7:1: "* A starred item" is a list item written with * or +, which pages show as plain text; start it with "- "',
    'content/markup.en.md:8:1: "+ A plus item" is a list item written with * or +, which pages show as plain text; start it with "- "',
    'content/markup.en.md:9:1: "1) A numbered item" is a list item numbered with ")", which pages show as plain text; write "1. "',
    'content/markup.en.md:11:1: "| fee | amount |" is a table row; pages do not draw tables: write a list or paragraphs',
    'content/markup.en.md:13:1: "> A quotation" is a quotation (>), which pages show as plain text; write it as a paragraph',
    'content/markup.en.md:15:1: "```" is a code fence, which pages show as plain text; documents have no code blocks',
    'content/markup.en.md:17:1: "```" is a code fence, which pages show as plain text; documents have no code blocks',
    'content/markup.en.md:19:1: "A **bold that never closes." has a ** that is never closed, so it shows as asterisks; close it: **bold**',
    'content/markup.es.md:5:1: "#### Fees" is a heading deeper than ###, which pages show as plain text; use #, ## or ###',
    'content/markup.es.md:7:1: "* A starred item" is a list item written with * or +, which pages show as plain text; start it with "- "',
    'content/markup.es.md:8:1: "+ A plus item" is a list item written with * or +, which pages show as plain text; start it with "- "',
    'content/markup.es.md:9:1: "1) A numbered item" is a list item numbered with ")", which pages show as plain text; write "1. "',
    'content/markup.es.md:11:1: "| fee | amount |" is a table row; pages do not draw tables: write a list or paragraphs',
    'content/markup.es.md:13:1: "> A quotation" is a quotation (>), which pages show as plain text; write it as a paragraph',
    'content/markup.es.md:15:1: "```" is a code fence, which pages show as plain text; documents have no code blocks',
    'content/markup.es.md:17:1: "```" is a code fence, which pages show as plain text; documents have no code blocks',
    'content/markup.es.md:19:1: "A **bold that never closes." has a ** that is never closed, so it shows as asterisks; close it: **bold**',
  ],
  '76-copy-lost-characters.yaml': [
    '27:21: copy text ui.network in pack es has "\uFFFD", the mark a program leaves where it could not read a character (a file saved in another encoding than UTF-8); write the text as borrowers should read it',
    '30:19: copy text complaint.title in pack es has "\uFFFD", the mark a program leaves where it could not read a character (a file saved in another encoding than UTF-8); write the text as borrowers should read it',
  ],
  '77-constant-maximum.yaml': ['9:21: constant complaintTextMax must be at least 1, got -5'],
  '78-answer-shape.yaml': [
    '12:25: the answer of endpoint problemInit: orderList is required but not declared under properties; add it there with its type',
    '16:11: the answer of endpoint problemInit at types: `required` describes the fields of an object, but this value is a list',
    '19:13: the answer of endpoint problemInit at types[]: `items` describes the elements of a list, but this value is an object',
    '22:51: the answer of endpoint problemInit at types[].status: "closed" is not a whole number, as the type of this value says',
  ],
  '79-answer-reads.yaml': [
    '26:12: data.init.titel is not in the answer of endpoint problemInit; did you mean data.init.title?',
    '32:25: screen home shows data.tabs, but endpoint problemList declares no answer; declare under it what the screen reads (docs/staff-guide.md)',
    '39:33: item.count is not in the answer of endpoint problemInit (item is an element of data.init.types); declare it there, or read one it declares: name',
    '48:52: result.data.id is not in the answer of endpoint problemSave; declare it there, or read one it declares: problemId',
  ],
  '80-answer-type-name.yaml': [
    '13:23: `answer.properties.when.type` of endpoint problemInit must be one of object (fields), array (a list), string (text), number, integer (a whole number) or boolean, or a list of them such as [string, number], which accepts either; got "date"',
  ],
  '81-kind-names.yaml': [
    '8:9: `button` is missing from field photo on screen home',
    '10:9: unknown setting `lable` in field photo on screen home; did you mean `label`?',
    '15:13: unknown setting `timout` in locate action on screen home; did you mean `timeout`?',
    '17:23: unknown action type "toats"; did you mean toast?',
  ],
  '82-app-text-missing.yaml': [
    '13:9: language pack es is missing the copy text ui.close (pack en has it)',
    '13:9: language pack es is missing the copy text ui.retry, which the app shows by itself (renderer/routing/ScreenLoader.tsx)',
    '37:9: language pack en is missing the copy text ui.retry, which the app shows by itself (renderer/routing/ScreenLoader.tsx)',
  ],
  '83-field-report-addresses.yaml': [
    '8:14: address for sandbox: a path on this site must end with the project number and hold no query, e.g. /evolved/field/1, got /evolved/field/1?debug=1',
    "9:17: address for production: the DSN https://glitchtip.creditoagil.mx/1 has no key before @: copy the whole DSN the project's settings show, https://<key>@<host>/<project>",
    '10:14: address for staging: a DSN ends with the project number, e.g. https://<key>@glitchtip.creditoagil.mx/1, got https://0123456789abcdef0123456789abcdef@glitchtip.creditoagil.mx/',
    '11:9: address for qa: a DSN must start with https:// (http:// only for this machine), got http://0123456789abcdef0123456789abcdef@glitchtip.creditoagil.mx/1',
    '12:13: address for legacy: the DSN holds a secret key after its public one (key:secret@): leave the secret out, the pages publish what they send',
    '13:14: address for preview: glitchtip is neither a DSN (https://<key>@<host>/<project>) nor a path on this site (/evolved/field/1)',
  ],
  '84-field-report-settings.yaml': [
    '5:16: `timingShare` of the fieldReports section must be at most 1, got 1.5',
    '6:3: `sandbox` is missing from `to` of the fieldReports section',
    '7:5: `Production` in `to` of the fieldReports section is not a valid name: it must be an environment name in small letters, digits and -, e.g. production',
  ],
};
