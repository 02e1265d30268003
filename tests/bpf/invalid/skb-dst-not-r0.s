# expect: invalid-operand
# legacy packet loads always write r0
r1 = *(u8 *)skb[1]
