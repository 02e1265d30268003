# expect: immediate-out-of-range
# may_goto displacement beyond 16 bits
may_goto 40000
