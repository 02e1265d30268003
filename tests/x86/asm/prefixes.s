# Pseudo-prefixes and prefix mnemonics, hand-written: {disp8}/{disp32} force the
# displacement size (the canonical 4..10-byte nops, a zero displacement on %rbp kept as
# disp8) and the rel32 form of jmp/jcc, which is otherwise never seen in a listing;
# {vex2}/{vex3}/{vex} choose the VEX form; {rex} adds an empty REX (and is not printed);
# data16/rex64/addr32 and segment-override mnemonics print as instructions of their own.
{disp8} nopl 0(%rax)
{disp32} nopl 0(%rax)
{disp8} nopl 0(%rax,%rax,1)
{disp8} nopw 0(%rax,%rax,1)
{disp32} nopl 0(%rax,%rax,1)
{disp32} nopw 0(%rax,%rax,1)
{disp32} nopw %cs:0(%rax,%rax,1)
data16 nopw %cs:0(%rax,%rax,1)
data16 data16 nopw %cs:0(%rax,%rax,1)
{disp8} movl 0(%rbp), %eax
{disp8} movl (%rax), %eax
{disp32} movl 8(%rbx), %eax
{disp32} movl (%r13), %eax
{disp32} leaq 1(%rsp), %rax
.Lp:
{disp32} jmp .Lp
{disp8} jmp .Lp
{disp32} jne .Lp
{disp32} jo .Lp
{disp32} jg .Lp
{disp32} jmp .Lq
{disp32} je .Lq
jmp.d32 .Lq
jmp.d8 .Lq
{disp32} call .Lq
.Lq:
{vex3} vaddps %xmm0, %xmm1, %xmm2
{vex2} vaddps %xmm0, %xmm1, %xmm2
{vex} vaddps %xmm0, %xmm1, %xmm2
{vex3} vxorps %ymm3, %ymm4, %ymm5
{rex} movl %eax, %ecx
{rex} addb %al, %bl
rex64 nop
data16 nop
addr32 movl (%rax), %eax
cs nop
ds nop
fs movl (%rax), %eax
gs movl (%rax), %eax
