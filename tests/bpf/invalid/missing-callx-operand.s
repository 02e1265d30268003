# expect: other
# callx with no register
callx
