# APX's R16-R31 (REX2 and EVEX's R4, X4, B4, V4) in every register field,
# every width, and as base and index.
# Map 0 and map 1 legacy instructions: REX2, each field and width
addb %r16b, %r17b
addw %r18w, %r19w
addl %r20d, %r21d
addq %r22, %r23
addq %r24, %rax
addq %rax, %r25
addq %r8, %r26
addq %r27, %r9
addb %sil, %r28b
addb %r29b, %dil
movb %r30b, %spl
movb $1, %r31b
movw $-1, %r16w
movl $0x12345678, %r17d
movq $-2, %r18
movabsq $0x123456789abcdef0, %r19
movabsq $1, %r31
movq %r20, (%rax)
movq (%r20), %rax
movq (%r21), %rax
movq (%r28), %rax
movq (%r29), %rax
movq 8(%r21), %rax
movq -128(%r29), %rax
movq 0x1000(%r16), %rax
movq (%rax,%r20), %rax
movq (%rax,%r28,8), %rax
movq (%r21,%r20,2), %r31
movq (,%r24,4), %rax
movq 16(,%r31), %r8
movq (%r16,%r12), %rax
movq (%r13,%r16), %rax
movq (%rsp,%r16), %rax
movl (%r16d), %eax
movl (%r16d,%r17d,4), %eax
movl (%eax,%r31d), %r31d
movq foo(%rip), %r16
leaq (%r16,%r17,8), %r18
leaq foo(%rip), %r31
movq %fs:(%r16), %rax
movl %eax, %gs:8(%r17,%r18)
pushq %r16
pushq %r31
popq %r23
pushw %r16w
bswapl %r16d
bswapq %r31
xchgq %rax, %r16
xchgq %r16, %rax
xchgl %r24d, %eax
xchgw %ax, %r31w
incq %r16
decl %r17d
negw %r18w
notb %r19b
shlq $3, %r20
sarl %cl, %r21d
rolw %r22w
imulq %r16, %r17
imulq $100, %r18, %r19
imull $-1, (%r20), %r21d
cmovaq %r16, %rax
cmovel (%r17), %r18d
seta %r16b
sete (%r16)
movsbl %r16b, %eax
movzwq %r17w, %r18
movslq %r19d, %r20
testq %r16, %r17
cmpb $1, (%r18)
btq %r16, %r17
btsl $3, %r18d
bsfq %r16, %r17
bsrl (%r18), %r19d
popcntq %r16, %rax
lzcntl %r17d, %r18d
tzcntw %r19w, %r20w
xaddq %r16, (%r17)
cmpxchgq %r16, (%r17)
lock addq %r16, (%r17)
movnti %r16, (%rax)
movnti %eax, (%r16)
jmpq *%r16
jmpq *(%r16)
callq *%r31
callq *8(%r17,%r18)
nopw (%r16)
nopl 8(%r16,%r17)
rdrandq %r16
rdseedl %r17d
movq %cr0, %r16
movq %r17, %cr8
movq %dr7, %r18
movq %r19, %dr0
movw %ds, %r16w
movl %fs, %r17d
movw %r18w, %es
sldtw %r16w
smswq %r17
verr %r18w
lsll %r19d, %r20d
larq (%r21), %r22
cpuid
# x87, MMX and SSE with REX2 (maps 0 and 1)
fldl (%r16)
fstps 8(%r17,%r18)
fnstcw (%r31)
paddb (%r16), %mm0
movd %r16d, %mm1
movq %r17, %mm2
movq %mm3, %r18
addps (%r16), %xmm0
addsd 8(%r17,%r18,8), %xmm15
movq %r16, %xmm0
movd %xmm1, %r17d
cvtsi2sdq %r16, %xmm0
cvttss2si %xmm1, %r17
pextrw $1, %xmm0, %r16d
pinsrw $2, %r17d, %xmm1
movmskps %xmm2, %r18d
pmovmskb %mm0, %r19d
# EVEX: AVX-512 forms with general registers 16-31 as base and index,
# and as ModRM.rm
vaddps (%r16), %zmm1, %zmm2
vaddps (%r16), %ymm1, %ymm2
vaddps (%r16,%r17), %xmm1, %xmm2
vaddps (%rax,%r17), %zmm1, %zmm2
vaddps 64(%r31,%r30,4), %zmm1, %zmm2
vaddps (%r21), %xmm16, %xmm17
vaddps (%r16){1to16}, %zmm1, %zmm2 {%k1}
vmovups %zmm0, (%r28)
vmovdqu64 -4096(%r29,%r20), %zmm31
vpgatherdd (%r16,%zmm1), %zmm2 {%k1}
vpscatterqq %zmm2, (%r31,%zmm3,8) {%k2}
vpbroadcastd %r16d, %xmm0
vpbroadcastq %r31, %zmm17
vpbroadcastb %r20d, %ymm1
vmovd %r16d, %xmm0
vmovq %xmm1, %r17
vmovq %r18, %xmm17
vpinsrd $1, %r16d, %xmm1, %xmm2
vpextrq $1, %xmm1, %r17
vcvtsi2sd %r16, %xmm1, %xmm2
vcvttsd2si %xmm1, %r17
vcvtusi2ss %r18d, %xmm1, %xmm2
vfmadd231ps (%r16), %ymm1, %ymm2
# APX map 4 with registers 16-31
addq %r16, %rax, %rbx
addq %r31, %r30, %r29
addl (%r16,%r24), %r25d, %r26d
subb $1, %r17b, %r18b
xorw %r19w, (%r20), %r21w
ccmpeq {dfv=of} %r16, %r17
ctestnel {dfv=sf,zf} $1, %r18d
ccmpb {dfv=} (%r19,%r20), %r21
push2 %r16, %r17
pop2p %r31, %r30
pushp %r16
popp %r31
setzuo %r31b
setzue (%r16)
imulzuq $10, %r16, %r17
cfcmovaq %r16, %r17
cfcmovew %r18w, (%r19)
