# expect: immediate-out-of-range
# mulli takes a signed 16-bit immediate
mulli 3, 4, -32769
