// Unconditional branch (immediate): b = 000101|imm26, bl = 100101|imm26; byte offsets, multiple of 4.
b #0
b #4
b #8
b #-4
b #-16
b #134217724
b #-134217728
bl #0
bl #12
bl #-8
bl #134217724
bl #-134217728
// Unconditional branch (register).
br x0
br x17
br x30
blr x0
blr x16
blr x30
ret
ret x0
ret x29
// Compare and branch: sf|011010|op|imm19|Rt.
cbz x0, #0
cbz x0, #12
cbz x30, #-4
cbz xzr, #8
cbz x1, #1048572
cbz x2, #-1048576
cbz w0, #16
cbz w30, #-1048576
cbnz x0, #4
cbnz x3, #1048572
cbnz w0, #-8
cbnz wzr, #1048572
// Test bit and branch: b5|011011|op|b40|imm14|Rt; bit numbers >= 32 need an X register.
tbz x0, #63, #8
tbz x0, #32, #4
tbz x30, #40, #-32768
tbz w0, #0, #8
tbz w0, #31, #32764
tbz w5, #7, #-4
tbnz x0, #63, #-32768
tbnz x1, #33, #32764
tbnz w0, #0, #4
tbnz w2, #31, #-8
// Conditional branch: 01010100|imm19|0|cond; all sixteen condition codes.
b.eq #0
b.ne #4
b.hs #8
b.lo #12
b.mi #16
b.pl #20
b.vs #24
b.vc #28
b.hi #-4
b.ls #-8
b.ge #-12
b.lt #-16
b.gt #-20
b.le #-24
b.al #1048572
b.nv #-1048576
b.eq #1048572
b.ne #-1048576
