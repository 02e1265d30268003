-- Opens one .td file in a freshly started neovim, with `tdc lsp` rooted at
-- the workspace and no settings of its own (the server finds the
-- workspace's tdc.toml and the description that includes the file), and
-- writes its diagnostics to TDC_RESULTS:
--   "<n> <file>: <messages>" and a last line "DONE".
-- Run by scripts/lsp-neovim.sh as
--   nvim --headless --clean -u scripts/nvim/open-file.lua
-- with TDC_BIN (the tdc binary), TDC_WORKSPACE (the workspace folder),
-- TDC_FILE (the file to open) and TDC_RESULTS set.

local TIMEOUT_MS = 20000

local env = dofile(debug.getinfo(1, 'S').source:sub(2):match('(.*/)') .. 'env.lua')

local file = env('TDC_FILE')
vim.cmd('edit ' .. vim.fn.fnameescape(file))
local buf = vim.api.nvim_get_current_buf()
local uri = vim.uri_from_bufnr(buf)

local published
local client_id = vim.lsp.start_client({
  name = 'tdc',
  cmd = { env('TDC_BIN'), 'lsp' },
  root_dir = env('TDC_WORKSPACE'),
  handlers = {
    ['textDocument/publishDiagnostics'] = function(_, result)
      if result and result.uri == uri then
        published = result.diagnostics
      end
    end,
  },
})
assert(client_id, 'vim.lsp.start_client failed')
assert(vim.lsp.buf_attach_client(buf, client_id), 'vim.lsp.buf_attach_client failed')

local results = assert(io.open(env('TDC_RESULTS'), 'w'))
if not vim.wait(TIMEOUT_MS, function() return published ~= nil end, 20) then
  results:write('no diagnostics published for ' .. file .. ' within ' .. TIMEOUT_MS .. ' ms\n')
  results:close()
  vim.cmd('cquit 1')
end
local messages = {}
for _, d in ipairs(published) do
  table.insert(messages, (d.code or '?') .. ' ' .. (d.range.start.line + 1) .. ': ' .. d.message:gsub('\n', ' '))
end
results:write(#published .. ' ' .. file .. ': ' .. table.concat(messages, ' | ') .. '\n')
results:write('DONE\n')
results:close()
vim.lsp.stop_client(client_id)
vim.cmd('qall!')
