# Past 15 bytes: a segment, a SIB address with a 4-byte displacement and a 4-byte immediate under EVEX
imulzuq $-117496161, %gs:-8192(%rax,%rbx,4), %r11
imulzul $0x12345678, %fs:0x12345678(%r8,%r9,8), %eax
