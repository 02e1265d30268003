-- The value of environment variable `name`, which the scripts here need
-- set: returned as a function by dofile.
return function(name)
  local v = os.getenv(name)
  if v == nil or v == '' then
    error('environment variable ' .. name .. ' is not set')
  end
  return v
end
