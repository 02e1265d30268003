# expect: other
# a forward reference to a local label that no later line defines
jmp 3f
