# expect: immediate-out-of-range
# goto displacement beyond 16 bits
goto -32769
