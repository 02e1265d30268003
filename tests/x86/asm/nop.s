# nop in every spelling llvm-mc accepts without pseudo-prefixes: the one-byte 90, xchg %ax,%ax
# (66 90), and the multi-byte 0f 1f /0 with register and memory operands at 16/32/64 bits
# (llvm-mc drops a zero displacement, so `nopl 0(%rax)` is the 3-byte form; see prefixes.s
# for {disp8}/{disp32}). Hand-written.
nop
xchgw %ax, %ax
xchg %ax, %ax
nopw %ax
nopw %cx
nopw %r9w
nopl %eax
nopl %edi
nopl %r8d
nopl %r15d
nopq %rax
nopq %rbx
nopq %r12
nop %eax
nop %rax
nopl (%rax)
nopl 0(%rax)
nopl 0x0(%rax)
nopl 8(%rax)
nopl -1(%rax)
nopl 0x100(%rax)
nopl (%rax,%rax)
nopl 0(%rax,%rax,1)
nopl 0x0(%rax,%rax,1)
nopl 0x10(%rax,%rax,1)
nopl 0x12345678(%rax,%rbx,4)
nopw (%rax)
nopw 0(%rax)
nopw 0(%rax,%rax)
nopw 0(%rax,%rax,1)
nopw 0x0(%rax,%rax,1)
nopw 0x200(%rax,%rax,1)
nopw %cs:0(%rax,%rax,1)
nopw %cs:0x0(%rax,%rax,1)
nopw %cs:0x100(%rax,%rax,1)
nopq (%rax)
nopq 8(%r8)
nopl (%rsp)
nopl (%rbp)
nopl (%r12)
nopl (%r13)
nopl foo(%rip)
fnop
pause
