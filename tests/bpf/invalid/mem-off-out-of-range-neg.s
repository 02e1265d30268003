# expect: immediate-out-of-range
# memory offset -32769 does not fit in the signed 16-bit off field
*(u64 *)(r10 - 32769) = r1
