// Data-processing (1 source): bit and byte reversal, leading zeros and sign bits.
rbit w0, w1
rbit x30, x29
rev16 w2, w3
rev16 x4, x5
rev w6, w7
rev32 x8, x9
rev x10, x11
rev64 x12, x13
clz w14, w15
clz x16, x17
cls w18, w19
cls x20, x21
clz wzr, w0
rev xzr, x30
