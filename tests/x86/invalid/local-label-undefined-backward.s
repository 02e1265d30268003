# expect: other
# a backward reference to a local label that no earlier line defines
jmp 3b
