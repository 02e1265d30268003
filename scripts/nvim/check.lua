-- Drives `tdc lsp` from neovim's built-in LSP client (written for and tested
-- with Debian bookworm's neovim 0.7.2; also runs on later versions).
-- Run by scripts/lsp-neovim.sh as
--   nvim --headless --clean -u scripts/nvim/check.lua
-- with these environment variables:
--   TDC_BIN         the tdc binary (the server is `$TDC_BIN lsp`)
--   TDC_INCLUDE     include directory holding the prelude tdc.td
--   TDC_FIXTURE     the .td file to open (a copy of scripts/nvim/sample.td)
--   TDC_RESULTS     file to write one line per check to:
--                   "PASS <name>: <received>" or "FAIL <name>: ..." and a
--                   last line "DONE" when every check ran.
-- Exits with :qall! when every check passed, with :cquit 1 otherwise.
-- Lines and columns in the results are 0-based, as in LSP and vim.diagnostic.
--
-- neovim 0.7 has no vim.lsp.start: the client is started with
-- vim.lsp.start_client and attached with vim.lsp.buf_attach_client.
-- Positions are found from the fixture's text, not hard-coded, so comments
-- can be added to sample.td freely; the marked lines must stay unique.

local TIMEOUT_MS = 10000

local env = dofile(debug.getinfo(1, 'S').source:sub(2):match('(.*/)') .. 'env.lua')

local results_path = env('TDC_RESULTS')
local results = assert(io.open(results_path, 'w'))
local failed = 0

local function report(ok, name, text)
  if not ok then
    failed = failed + 1
  end
  results:write((ok and 'PASS ' or 'FAIL ') .. name .. ': ' .. text:gsub('\n', ' ') .. '\n')
  results:flush()
end

local function show(v)
  return vim.inspect(v, { newline = ' ', indent = '' })
end

--- A check that `got` equals `want` (deeply).
local function expect_eq(name, got, want)
  if vim.deep_equal(got, want) then
    report(true, name, show(got))
  else
    report(false, name, 'expected ' .. show(want) .. ', got ' .. show(got))
  end
end

--- A check that the string `got` contains `needle` (plain text).
local function expect_contains(name, got, needle)
  if type(got) == 'string' and got:find(needle, 1, true) then
    report(true, name, show(got))
  else
    report(false, name, 'expected text containing ' .. show(needle) .. ', got ' .. show(got))
  end
end

local function finish()
  if failed == 0 then
    results:write('DONE\n')
  end
  results:close()
  if failed == 0 then
    vim.cmd('qall!')
  else
    vim.cmd('cquit 1')
  end
end

-- The fixture, opened as a real buffer. -----------------------------------

local fixture = env('TDC_FIXTURE')
vim.cmd('edit ' .. vim.fn.fnameescape(fixture))
local buf = vim.api.nvim_get_current_buf()
local uri = vim.uri_from_bufnr(buf)

--- The 0-based line number and 0-based byte column of the first occurrence
--- of `needle` in a line containing `marker` (plain text; the line must be
--- the only one containing `marker`).
local function find(marker, needle)
  local found
  for i, line in ipairs(vim.api.nvim_buf_get_lines(buf, 0, -1, true)) do
    if line:find(marker, 1, true) then
      assert(found == nil, 'marker ' .. show(marker) .. ' is on more than one line of the fixture')
      local col = line:find(needle or marker, 1, true)
      assert(col, show(needle) .. ' not on the line of ' .. show(marker))
      found = { line = i - 1, col = col - 1, text = line }
    end
  end
  return assert(found, 'marker ' .. show(marker) .. ' not in the fixture')
end

--- The LSP (UTF-16) character of byte column `col` of `text`.
local function utf16(text, col)
  local _, units = vim.str_utfindex(text, col)
  return units
end

-- The client. --------------------------------------------------------------

-- Every publishDiagnostics for the fixture, as the server sent it (LSP
-- ranges in UTF-16 units), before neovim converts it for vim.diagnostic.
local published = {}
local default_publish = vim.lsp.handlers['textDocument/publishDiagnostics']
local function on_publish(err, result, ctx, config)
  default_publish(err, result, ctx, config)
  if result and result.uri == uri then
    table.insert(published, result.diagnostics)
  end
end

local server_exit
local client_id = vim.lsp.start_client({
  name = 'tdc',
  cmd = { env('TDC_BIN'), 'lsp' },
  root_dir = vim.fn.fnamemodify(fixture, ':h'),
  init_options = { includeDirs = { env('TDC_INCLUDE') } },
  handlers = { ['textDocument/publishDiagnostics'] = on_publish },
  on_exit = function(code, signal)
    server_exit = { code = code, signal = signal }
  end,
})
assert(client_id, 'vim.lsp.start_client failed')
assert(vim.lsp.buf_attach_client(buf, client_id), 'vim.lsp.buf_attach_client failed')

--- Waits until the server has published diagnostics for the fixture more
--- than `seen` times; returns the diagnostics neovim holds for the buffer
--- and the last raw publication.
local function wait_for_publish(name, seen)
  local ok = vim.wait(TIMEOUT_MS, function()
    return #published > seen
  end, 20)
  if not ok then
    error(name .. ': no publishDiagnostics for ' .. uri .. ' within ' .. TIMEOUT_MS .. ' ms')
  end
  return vim.diagnostic.get(buf), published[#published]
end

local function codes(diags)
  local list = {}
  for _, d in ipairs(diags) do
    table.insert(list, d.code)
  end
  table.sort(list)
  return list
end

--- The first diagnostic with `code` (vim.diagnostic entries or raw LSP ones).
local function by_code(diags, code)
  for _, d in ipairs(diags) do
    if d.code == code then
      return d
    end
  end
end

--- The range of a vim.diagnostic entry (0-based lines, byte columns).
local function vim_range(d)
  return d and { d.lnum, d.col, d.end_lnum, d.end_col }
end

--- The range of a raw LSP diagnostic (0-based lines, UTF-16 columns).
local function lsp_range(d)
  return d and { d.range.start.line, d.range.start.character, d.range['end'].line, d.range['end'].character }
end

--- The one client's answer to a request at `pos` (0-based line, byte column).
local function request_at(method, pos)
  vim.api.nvim_win_set_cursor(0, { pos.line + 1, pos.col })
  local params = vim.lsp.util.make_position_params()
  local answers, err = vim.lsp.buf_request_sync(buf, method, params, TIMEOUT_MS)
  assert(answers, method .. ': ' .. tostring(err))
  local answer = answers[client_id]
  assert(answer, method .. ': no answer from the tdc client')
  assert(not answer.error, method .. ': error ' .. show(answer.error))
  return answer.result
end

--- A Location or the first of a Location[] / LocationLink[].
local function first_location(result)
  if type(result) == 'table' and vim.tbl_islist(result) then
    result = result[1]
  end
  if type(result) ~= 'table' then
    return nil
  end
  return { uri = result.uri or result.targetUri, range = result.range or result.targetSelectionRange }
end

local function hover_text(result)
  local contents = result and result.contents
  if type(contents) == 'table' then
    return contents.value
  end
  return contents
end

-- The checks. --------------------------------------------------------------

local function run()
  -- Phase 1: the document as opened has a syntax error (E0100: the ';'
  -- before '}' is missing). A syntax error stops evaluation, so no
  -- target-model diagnostic can appear yet: E0100 must be the only one.
  local diags, raw = wait_for_publish('open', 0)
  local broken = find('def Broken', '}')
  expect_eq('phase 1: codes', codes(diags), { 'E0100' })
  local syntax = by_code(diags, 'E0100')
  expect_eq('phase 1: E0100 line, byte column (0-based)', syntax and { syntax.lnum, syntax.col }, { broken.line, broken.col })
  expect_eq('phase 1: E0100 source', syntax and syntax.source, 'tdc')
  expect_eq(
    'phase 1: E0100 LSP range (UTF-16)',
    lsp_range(by_code(raw, 'E0100')),
    { broken.line, utf16(broken.text, broken.col), broken.line, utf16(broken.text, broken.col + 1) }
  )

  -- Phase 2: fix the syntax error in the buffer (neovim sends didChange);
  -- the target model is now checked: the assembly string of MOV names an
  -- operand `$srx` it does not have (E0604). Its line starts with a comment
  -- holding non-ASCII text, so byte columns (vim.diagnostic) and UTF-16
  -- columns (LSP) differ: both are checked.
  local before = #published
  local fix = find('def Broken', '1 }')
  vim.api.nvim_buf_set_text(buf, fix.line, fix.col + 1, fix.line, fix.col + 1, { ';' })
  diags, raw = wait_for_publish('after the fix', before)
  -- (The pattern error comes after the target model is sound: phase 3.)
  expect_eq('phase 2: codes', codes(diags), { 'E0604' })
  local asm = find('let AsmString', '$srx')
  local bad = by_code(diags, 'E0604')
  expect_eq('phase 2: E0604 range (bytes)', vim_range(bad), { asm.line, asm.col, asm.line, asm.col + 4 })
  local raw_bad = by_code(raw, 'E0604')
  expect_eq(
    'phase 2: E0604 LSP range (UTF-16)',
    lsp_range(raw_bad),
    { asm.line, utf16(asm.text, asm.col), asm.line, utf16(asm.text, asm.col + 4) }
  )
  expect_contains('phase 2: E0604 message', bad and bad.message, "'$srx'")
  expect_eq('phase 2: E0604 source', bad and bad.source, 'tdc')

  -- Hover: on the class reference in `def Thing : Base<7>` shows the class;
  -- on `Thing` in `Thing.value` shows the resolved def.
  local class_use = find('def Thing', 'Base')
  local text = hover_text(request_at('textDocument/hover', class_use))
  expect_contains('hover on Base (class)', text, 'string tag = "base";')
  local def_use = find('Thing.value', 'Thing')
  text = hover_text(request_at('textDocument/hover', def_use))
  expect_contains('hover on Thing (def)', text, 'int value = 7;')

  -- Definition: the class use goes to `class Base`, the include string to
  -- the prelude.
  local class_line = find('class Base').line
  local loc = first_location(request_at('textDocument/definition', class_use))
  expect_eq('definition of Base', loc and { loc.uri, loc.range.start.line }, { uri, class_line })
  loc = first_location(request_at('textDocument/definition', find('include "tdc.td"', 'tdc.td')))
  local prelude = vim.uri_from_fname(vim.fn.resolve(env('TDC_INCLUDE') .. '/tdc.td'))
  expect_eq('definition of include "tdc.td"', loc and loc.uri, prelude)

  -- And as a user does it: vim.lsp.buf.definition() on `Thing` in
  -- `Thing.value` moves the cursor to `def Thing`.
  local thing_line = find('def Thing').line
  vim.api.nvim_win_set_cursor(0, { def_use.line + 1, def_use.col })
  vim.lsp.buf.definition()
  vim.wait(TIMEOUT_MS, function()
    return vim.api.nvim_win_get_cursor(0)[1] == thing_line + 1
  end, 20)
  expect_eq('vim.lsp.buf.definition() jumps to line (0-based)', vim.api.nvim_win_get_cursor(0)[1] - 1, thing_line)

  -- Phase 3: fix the operand name; the instructions are now sound and the
  -- selection pattern is checked: its `add` takes an i32 (GPR) and an f32
  -- (FPR), a type contradiction (E0702) at `FPR:$b`.
  before = #published
  local srx = find('let AsmString', '$srx')
  vim.api.nvim_buf_set_text(buf, srx.line, srx.col + 3, srx.line, srx.col + 4, { 'c' })
  diags, raw = wait_for_publish('after the operand fix', before)
  expect_eq('phase 3: codes', codes(diags), { 'E0702' })
  local pat = find('def : Pat<', 'FPR:$b')
  local contradiction = by_code(diags, 'E0702')
  expect_eq('phase 3: E0702 range (bytes)', vim_range(contradiction), { pat.line, pat.col, pat.line, pat.col + 6 })
  expect_eq('phase 3: E0702 LSP range', lsp_range(by_code(raw, 'E0702')), { pat.line, pat.col, pat.line, pat.col + 6 })
  expect_contains('phase 3: E0702 message', contradiction and contradiction.message, 'type contradiction')

  -- Shutdown: the server answers `shutdown`, then exits with 0 on `exit`.
  vim.lsp.stop_client(client_id)
  vim.wait(TIMEOUT_MS, function()
    return server_exit ~= nil
  end, 20)
  expect_eq('server exit after shutdown', server_exit, { code = 0, signal = 0 })
end

local ok, err = xpcall(run, debug.traceback)
if not ok then
  report(false, 'error', tostring(err))
end
finish()
