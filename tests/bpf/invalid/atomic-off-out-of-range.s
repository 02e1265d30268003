# expect: immediate-out-of-range
# atomic memory offset beyond 16 bits
lock *(u64 *)(r1 + 65536) += r2
