# expect: invalid-operand
# there is no atomic subtract form
lock *(u32 *)(r1 + 0) -= w2
