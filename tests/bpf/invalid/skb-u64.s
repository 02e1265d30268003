# expect: invalid-operand
# legacy packet loads have no u64 size
r0 = *(u64 *)skb[0]
