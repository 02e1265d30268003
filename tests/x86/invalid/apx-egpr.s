# R16-R31 where neither REX2 nor EVEX can name them: map 2 and 3 legacy
# instructions, VEX-only and XOP instructions, 3DNow!; with AH-DH, which
# no REX prefix allows
movb %r16b, %ah
movb %ch, %r31b
addb %dh, (%r16)
pshufb (%r16), %xmm0
pinsrb $1, %r16d, %xmm0
pextrb $1, %xmm0, %r17d
aesenc (%r18), %xmm1
sha1rnds4 $1, (%r19), %xmm2
pavgusb (%r16), %mm0
vpmaskmovd (%r16), %xmm1, %xmm2
vpblendvb %xmm3, (%r17), %xmm1, %xmm2
vtestps (%r18), %ymm1
vpcmov %xmm3, (%r19), %xmm1, %xmm2
movq %r16, %r16, %r16
# {nf} where no no-flags form exists (adc, sbb, cmp, test, mov), {evex} where
# no EVEX form exists
{nf} adcq %rax, %rbx
{nf} sbbl $1, %eax
{nf} cmpq %rax, %rbx
{nf} testl %eax, %ebx
{nf} movq %rax, %rbx
{nf} addps %xmm0, %xmm1
{evex} cmpq %rax, %rbx
{evex} testb $1, %al
{evex} movl %eax, %ebx
{nf} {evex} adcq %rax, %rbx
# Two byte registers after a shift are the legacy shift by %cl; the byte
# shift by 1 with a new data destination is written with $1
rolb %al, %bl
shlb %dl, %cl
{nf} sarb %al, %bl
