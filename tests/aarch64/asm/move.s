// Move wide: sf|opc|100101|hw|imm16|Rd; opc = 00 movn, 10 movz, 11 movk.
movz x0, #0, lsl #16
movz x1, #0, lsl #32
movz x2, #0, lsl #48
movz w3, #0, lsl #16
movn x4, #0, lsl #16
movn x5, #0, lsl #48
movn w6, #0, lsl #16
movn w7, #65535
movn w8, #65535, lsl #16
movk x0, #0
movk x0, #1
movk x0, #65535
movk x0, #0, lsl #16
movk x1, #4660, lsl #16
movk x2, #65535, lsl #32
movk x3, #43981, lsl #48
movk x30, #1, lsl #48
movk xzr, #7
movk w0, #0
movk w4, #65535
movk w5, #65535, lsl #16
movk w30, #32768, lsl #16
movk wzr, #2, lsl #16
// mov (wide immediate): printed as "mov" when movz/movn gives the value.
mov x0, #0
mov x0, #1
mov x0, #65535
mov x0, #65536
mov x0, #4294967296
mov x0, #281474976710656
mov x0, #-9223372036854775808
mov x0, #-1
mov x0, #-2
mov x0, #-65536
mov x0, #-65537
mov x0, #-4294967297
mov x0, #281474976710655
mov x30, #4660
mov xzr, #5
mov w0, #0
mov w0, #1
mov w0, #65535
mov w0, #65536
mov w0, #-65536
mov w0, #-1
mov w0, #-2
mov w0, #-2147483648
mov w0, #2147483647
mov w29, #123
mov wzr, #-3
// mov (bitmask immediate): "orr Rd, zr, #imm" when no single movz/movn gives the value.
mov x0, #4294967295
mov x0, #-4294967296
mov x0, #4294967297
mov x0, #6148914691236517205
mov x0, #-6148914691236517206
mov x0, #72340172838076673
mov x0, #9223372036854775807
mov x0, #-9223372036854775807
mov x0, #-72057594037927936
mov w0, #16711935
mov w0, #1431655765
mov w0, #-1431655766
mov w0, #2147483646
mov w0, #-2147483647
mov sp, #4294967295
mov wsp, #16711935
// mov (register): orr Rd, zr, Rm; with sp it is "add Rd, Rn, #0".
mov x0, x1
mov x30, x29
mov x0, xzr
mov xzr, x0
mov w0, w1
mov w30, w29
mov w0, wzr
mov wzr, w5
mov x0, sp
mov sp, x0
mov sp, sp
mov x29, sp
mov w0, wsp
mov wsp, w0
mov wsp, wsp
