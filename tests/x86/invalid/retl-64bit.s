# expect: other
# retl exists only outside 64-bit mode
retl
