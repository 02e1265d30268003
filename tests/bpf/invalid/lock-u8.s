# expect: invalid-operand
# atomics only exist for u32 and u64
lock *(u8 *)(r1 + 0) += w2
