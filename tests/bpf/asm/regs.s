# llvm-mc 19 also accepts r11 / w11 (encoded as register number 11 = 0xb), although the
# kernel ISA only has r0-r10. r12 and above are rejected in register-only positions.
r11 = 1
w11 = 2
r11 = r10
r1 = r11
r0 = *(u64 *)(r11 + 0)
*(u32 *)(r11 - 4) = w11
r11 += r11
w11 ^= w0
if r11 s> r1 goto +1
callx r11
