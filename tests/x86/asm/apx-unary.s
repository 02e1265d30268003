# APX map-4 forms of the one-operand groups, imul and the shifts: NDD
# (`incq %rax, %rbx`), {nf} (no flags) and {evex} (the legacy form in EVEX).
# not has no {nf} form, rcl and rcr none either; imul with an immediate has
# no NDD form (that is imulzu). Every size, register and memory form but
# the byte shift by 1 between two registers with NDD (`rolb $1, %al, %bl`),
# which tdc does not describe: llvm-mc prints it as text it reads otherwise.
# inc
incb %al, %cl
incb %r16b, %sil
incb 8(%rbx,%rcx,4), %r16b
{evex} incb %sil
{evex} incb -128(%r16)
{nf} incb %cl
{nf} incb 0x1000(%r8,%r20,2)
{nf} incb %al, %r16b
{nf} incb foo(%rip), %cl
incw %ax, %cx
incw %r17w, %r8w
incw (%rax), %r17w
{evex} incw %r8w
{evex} incw 8(%rbx,%rcx,4)
{nf} incw %cx
{nf} incw -128(%r16)
{nf} incw %ax, %r17w
{nf} incw 0x1000(%r8,%r20,2), %cx
incl %eax, %ecx
incl %r18d, %r9d
incl foo(%rip), %r18d
{evex} incl %r9d
{evex} incl (%rax)
{nf} incl %ecx
{nf} incl 8(%rbx,%rcx,4)
{nf} incl %eax, %r18d
{nf} incl -128(%r16), %ecx
incq %rax, %rcx
incq %r19, %r31
incq 0x1000(%r8,%r20,2), %r19
{evex} incq %r31
{evex} incq foo(%rip)
{nf} incq %rcx
{nf} incq (%rax)
{nf} incq %rax, %r19
{nf} incq 8(%rbx,%rcx,4), %rcx
# dec
decb %al, %cl
decb %r16b, %sil
decb -128(%r16), %r16b
{evex} decb %sil
{evex} decb 0x1000(%r8,%r20,2)
{nf} decb %cl
{nf} decb foo(%rip)
{nf} decb %al, %r16b
{nf} decb (%rax), %cl
decw %ax, %cx
decw %r17w, %r8w
decw 8(%rbx,%rcx,4), %r17w
{evex} decw %r8w
{evex} decw -128(%r16)
{nf} decw %cx
{nf} decw 0x1000(%r8,%r20,2)
{nf} decw %ax, %r17w
{nf} decw foo(%rip), %cx
decl %eax, %ecx
decl %r18d, %r9d
decl (%rax), %r18d
{evex} decl %r9d
{evex} decl 8(%rbx,%rcx,4)
{nf} decl %ecx
{nf} decl -128(%r16)
{nf} decl %eax, %r18d
{nf} decl 0x1000(%r8,%r20,2), %ecx
decq %rax, %rcx
decq %r19, %r31
decq foo(%rip), %r19
{evex} decq %r31
{evex} decq (%rax)
{nf} decq %rcx
{nf} decq 8(%rbx,%rcx,4)
{nf} decq %rax, %r19
{nf} decq -128(%r16), %rcx
# neg
negb %al, %cl
negb %r16b, %sil
negb 0x1000(%r8,%r20,2), %r16b
{evex} negb %sil
{evex} negb foo(%rip)
{nf} negb %cl
{nf} negb (%rax)
{nf} negb %al, %r16b
{nf} negb 8(%rbx,%rcx,4), %cl
negw %ax, %cx
negw %r17w, %r8w
negw -128(%r16), %r17w
{evex} negw %r8w
{evex} negw 0x1000(%r8,%r20,2)
{nf} negw %cx
{nf} negw foo(%rip)
{nf} negw %ax, %r17w
{nf} negw (%rax), %cx
negl %eax, %ecx
negl %r18d, %r9d
negl 8(%rbx,%rcx,4), %r18d
{evex} negl %r9d
{evex} negl -128(%r16)
{nf} negl %ecx
{nf} negl 0x1000(%r8,%r20,2)
{nf} negl %eax, %r18d
{nf} negl foo(%rip), %ecx
negq %rax, %rcx
negq %r19, %r31
negq (%rax), %r19
{evex} negq %r31
{evex} negq 8(%rbx,%rcx,4)
{nf} negq %rcx
{nf} negq -128(%r16)
{nf} negq %rax, %r19
{nf} negq 0x1000(%r8,%r20,2), %rcx
# not
notb %al, %cl
notb %r16b, %sil
notb foo(%rip), %r16b
{evex} notb %sil
{evex} notb (%rax)
notw %ax, %cx
notw %r17w, %r8w
notw 8(%rbx,%rcx,4), %r17w
{evex} notw %r8w
{evex} notw -128(%r16)
notl %eax, %ecx
notl %r18d, %r9d
notl 0x1000(%r8,%r20,2), %r18d
{evex} notl %r9d
{evex} notl foo(%rip)
notq %rax, %rcx
notq %r19, %r31
notq (%rax), %r19
{evex} notq %r31
{evex} notq 8(%rbx,%rcx,4)
# mul of the accumulator
{evex} mulb %cl
{evex} mulb -128(%r16)
{nf} mulb %r16b
{nf} mulb 0x1000(%r8,%r20,2)
{evex} mulw %cx
{evex} mulw foo(%rip)
{nf} mulw %r17w
{nf} mulw (%rax)
{evex} mull %ecx
{evex} mull 8(%rbx,%rcx,4)
{nf} mull %r18d
{nf} mull -128(%r16)
{evex} mulq %rcx
{evex} mulq 0x1000(%r8,%r20,2)
{nf} mulq %r19
{nf} mulq foo(%rip)
# imul of the accumulator
{evex} imulb %cl
{evex} imulb (%rax)
{nf} imulb %r16b
{nf} imulb 8(%rbx,%rcx,4)
{evex} imulw %cx
{evex} imulw -128(%r16)
{nf} imulw %r17w
{nf} imulw 0x1000(%r8,%r20,2)
{evex} imull %ecx
{evex} imull foo(%rip)
{nf} imull %r18d
{nf} imull (%rax)
{evex} imulq %rcx
{evex} imulq 8(%rbx,%rcx,4)
{nf} imulq %r19
{nf} imulq -128(%r16)
# div of the accumulator
{evex} divb %cl
{evex} divb 0x1000(%r8,%r20,2)
{nf} divb %r16b
{nf} divb foo(%rip)
{evex} divw %cx
{evex} divw (%rax)
{nf} divw %r17w
{nf} divw 8(%rbx,%rcx,4)
{evex} divl %ecx
{evex} divl -128(%r16)
{nf} divl %r18d
{nf} divl 0x1000(%r8,%r20,2)
{evex} divq %rcx
{evex} divq foo(%rip)
{nf} divq %r19
{nf} divq (%rax)
# idiv of the accumulator
{evex} idivb %cl
{evex} idivb 8(%rbx,%rcx,4)
{nf} idivb %r16b
{nf} idivb -128(%r16)
{evex} idivw %cx
{evex} idivw 0x1000(%r8,%r20,2)
{nf} idivw %r17w
{nf} idivw foo(%rip)
{evex} idivl %ecx
{evex} idivl (%rax)
{nf} idivl %r18d
{nf} idivl 8(%rbx,%rcx,4)
{evex} idivq %rcx
{evex} idivq -128(%r16)
{nf} idivq %r19
{nf} idivq 0x1000(%r8,%r20,2)
# imul with an explicit destination
imulw %ax, %cx, %r17w
imulw foo(%rip), %r8w, %ax
{evex} imulw %r17w, %cx
{evex} imulw (%rax), %ax
{nf} imulw %cx, %r8w
{nf} imulw 8(%rbx,%rcx,4), %r17w
{nf} imulw %ax, %cx, %r17w
{nf} imulw -128(%r16), %r8w, %cx
{evex} imulw $1, %ax, %cx
{evex} imulw $-129, 0x1000(%r8,%r20,2), %r17w
{nf} imulw $0x7fff, %r8w, %ax
{nf} imulw $1, foo(%rip), %cx
imull %eax, %ecx, %r18d
imull (%rax), %r9d, %eax
{evex} imull %r18d, %ecx
{evex} imull 8(%rbx,%rcx,4), %eax
{nf} imull %ecx, %r9d
{nf} imull -128(%r16), %r18d
{nf} imull %eax, %ecx, %r18d
{nf} imull 0x1000(%r8,%r20,2), %r9d, %ecx
{evex} imull $1, %eax, %ecx
{evex} imull $128, foo(%rip), %r18d
{nf} imull $-129, %r9d, %eax
{nf} imull $1, (%rax), %ecx
imulq %rax, %rcx, %r19
imulq 8(%rbx,%rcx,4), %r31, %rax
{evex} imulq %r19, %rcx
{evex} imulq -128(%r16), %rax
{nf} imulq %rcx, %r31
{nf} imulq 0x1000(%r8,%r20,2), %r19
{nf} imulq %rax, %rcx, %r19
{nf} imulq foo(%rip), %r31, %rcx
{evex} imulq $1, %rax, %rcx
{evex} imulq $127, (%rax), %r19
{nf} imulq $-2147483648, %r31, %rax
{nf} imulq $1, 8(%rbx,%rcx,4), %rcx
# rol
rolb $5, %al, %r16b
rolb %cl, %sil, %cl
rolb -128(%r16), %r16b
rolb $3, 0x1000(%r8,%r20,2), %al
rolb %cl, foo(%rip), %sil
{evex} rolb %cl
{evex} rolb $1, %r16b
{evex} rolb $7, (%rax)
{evex} rolb %cl, %sil
{nf} rolb %al
{nf} rolb $2, 8(%rbx,%rcx,4)
{nf} rolb %cl, %r16b
{nf} rolb $1, -128(%r16)
{nf} rolb %cl, %sil
{nf} rolb $4, %r16b, %al
{nf} rolb %cl, 0x1000(%r8,%r20,2), %cl
rolw %ax, %cx
rolw $1, %r17w, %r8w
rolw $5, %ax, %r17w
rolw %cl, %r8w, %cx
rolw foo(%rip), %r17w
rolw $3, (%rax), %ax
rolw %cl, 8(%rbx,%rcx,4), %r8w
{evex} rolw %cx
{evex} rolw $1, %r17w
{evex} rolw $7, -128(%r16)
{evex} rolw %cl, %r8w
{nf} rolw %ax
{nf} rolw $2, 0x1000(%r8,%r20,2)
{nf} rolw %cl, %r17w
{nf} rolw $1, foo(%rip)
{nf} rolw %cx, %r8w
{nf} rolw $4, %r17w, %ax
{nf} rolw %cl, (%rax), %cx
roll %eax, %ecx
roll $1, %r18d, %r9d
roll $5, %eax, %r18d
roll %cl, %r9d, %ecx
roll 8(%rbx,%rcx,4), %r18d
roll $3, -128(%r16), %eax
roll %cl, 0x1000(%r8,%r20,2), %r9d
{evex} roll %ecx
{evex} roll $1, %r18d
{evex} roll $7, foo(%rip)
{evex} roll %cl, %r9d
{nf} roll %eax
{nf} roll $2, (%rax)
{nf} roll %cl, %r18d
{nf} roll $1, 8(%rbx,%rcx,4)
{nf} roll %ecx, %r9d
{nf} roll $4, %r18d, %eax
{nf} roll %cl, -128(%r16), %ecx
rolq %rax, %rcx
rolq $1, %r19, %r31
rolq $5, %rax, %r19
rolq %cl, %r31, %rcx
rolq 0x1000(%r8,%r20,2), %r19
rolq $3, foo(%rip), %rax
rolq %cl, (%rax), %r31
{evex} rolq %rcx
{evex} rolq $1, %r19
{evex} rolq $7, 8(%rbx,%rcx,4)
{evex} rolq %cl, %r31
{nf} rolq %rax
{nf} rolq $2, -128(%r16)
{nf} rolq %cl, %r19
{nf} rolq $1, 0x1000(%r8,%r20,2)
{nf} rolq %rcx, %r31
{nf} rolq $4, %r19, %rax
{nf} rolq %cl, foo(%rip), %rcx
# ror
rorb $5, %al, %r16b
rorb %cl, %sil, %cl
rorb (%rax), %r16b
rorb $3, 8(%rbx,%rcx,4), %al
rorb %cl, -128(%r16), %sil
{evex} rorb %cl
{evex} rorb $1, %r16b
{evex} rorb $7, 0x1000(%r8,%r20,2)
{evex} rorb %cl, %sil
{nf} rorb %al
{nf} rorb $2, foo(%rip)
{nf} rorb %cl, %r16b
{nf} rorb $1, (%rax)
{nf} rorb %cl, %sil
{nf} rorb $4, %r16b, %al
{nf} rorb %cl, 8(%rbx,%rcx,4), %cl
rorw %ax, %cx
rorw $1, %r17w, %r8w
rorw $5, %ax, %r17w
rorw %cl, %r8w, %cx
rorw -128(%r16), %r17w
rorw $3, 0x1000(%r8,%r20,2), %ax
rorw %cl, foo(%rip), %r8w
{evex} rorw %cx
{evex} rorw $1, %r17w
{evex} rorw $7, (%rax)
{evex} rorw %cl, %r8w
{nf} rorw %ax
{nf} rorw $2, 8(%rbx,%rcx,4)
{nf} rorw %cl, %r17w
{nf} rorw $1, -128(%r16)
{nf} rorw %cx, %r8w
{nf} rorw $4, %r17w, %ax
{nf} rorw %cl, 0x1000(%r8,%r20,2), %cx
rorl %eax, %ecx
rorl $1, %r18d, %r9d
rorl $5, %eax, %r18d
rorl %cl, %r9d, %ecx
rorl foo(%rip), %r18d
rorl $3, (%rax), %eax
rorl %cl, 8(%rbx,%rcx,4), %r9d
{evex} rorl %ecx
{evex} rorl $1, %r18d
{evex} rorl $7, -128(%r16)
{evex} rorl %cl, %r9d
{nf} rorl %eax
{nf} rorl $2, 0x1000(%r8,%r20,2)
{nf} rorl %cl, %r18d
{nf} rorl $1, foo(%rip)
{nf} rorl %ecx, %r9d
{nf} rorl $4, %r18d, %eax
{nf} rorl %cl, (%rax), %ecx
rorq %rax, %rcx
rorq $1, %r19, %r31
rorq $5, %rax, %r19
rorq %cl, %r31, %rcx
rorq 8(%rbx,%rcx,4), %r19
rorq $3, -128(%r16), %rax
rorq %cl, 0x1000(%r8,%r20,2), %r31
{evex} rorq %rcx
{evex} rorq $1, %r19
{evex} rorq $7, foo(%rip)
{evex} rorq %cl, %r31
{nf} rorq %rax
{nf} rorq $2, (%rax)
{nf} rorq %cl, %r19
{nf} rorq $1, 8(%rbx,%rcx,4)
{nf} rorq %rcx, %r31
{nf} rorq $4, %r19, %rax
{nf} rorq %cl, -128(%r16), %rcx
# rcl
rclb $5, %al, %r16b
rclb %cl, %sil, %cl
rclb 0x1000(%r8,%r20,2), %r16b
rclb $3, foo(%rip), %al
rclb %cl, (%rax), %sil
{evex} rclb %cl
{evex} rclb $1, %r16b
{evex} rclb $7, 8(%rbx,%rcx,4)
{evex} rclb %cl, %sil
rclw %ax, %cx
rclw $1, %r17w, %r8w
rclw $5, %ax, %r17w
rclw %cl, %r8w, %cx
rclw -128(%r16), %r17w
rclw $3, 0x1000(%r8,%r20,2), %ax
rclw %cl, foo(%rip), %r8w
{evex} rclw %cx
{evex} rclw $1, %r17w
{evex} rclw $7, (%rax)
{evex} rclw %cl, %r8w
rcll %eax, %ecx
rcll $1, %r18d, %r9d
rcll $5, %eax, %r18d
rcll %cl, %r9d, %ecx
rcll 8(%rbx,%rcx,4), %r18d
rcll $3, -128(%r16), %eax
rcll %cl, 0x1000(%r8,%r20,2), %r9d
{evex} rcll %ecx
{evex} rcll $1, %r18d
{evex} rcll $7, foo(%rip)
{evex} rcll %cl, %r9d
rclq %rax, %rcx
rclq $1, %r19, %r31
rclq $5, %rax, %r19
rclq %cl, %r31, %rcx
rclq (%rax), %r19
rclq $3, 8(%rbx,%rcx,4), %rax
rclq %cl, -128(%r16), %r31
{evex} rclq %rcx
{evex} rclq $1, %r19
{evex} rclq $7, 0x1000(%r8,%r20,2)
{evex} rclq %cl, %r31
# rcr
rcrb $5, %al, %r16b
rcrb %cl, %sil, %cl
rcrb foo(%rip), %r16b
rcrb $3, (%rax), %al
rcrb %cl, 8(%rbx,%rcx,4), %sil
{evex} rcrb %cl
{evex} rcrb $1, %r16b
{evex} rcrb $7, -128(%r16)
{evex} rcrb %cl, %sil
rcrw %ax, %cx
rcrw $1, %r17w, %r8w
rcrw $5, %ax, %r17w
rcrw %cl, %r8w, %cx
rcrw 0x1000(%r8,%r20,2), %r17w
rcrw $3, foo(%rip), %ax
rcrw %cl, (%rax), %r8w
{evex} rcrw %cx
{evex} rcrw $1, %r17w
{evex} rcrw $7, 8(%rbx,%rcx,4)
{evex} rcrw %cl, %r8w
rcrl %eax, %ecx
rcrl $1, %r18d, %r9d
rcrl $5, %eax, %r18d
rcrl %cl, %r9d, %ecx
rcrl -128(%r16), %r18d
rcrl $3, 0x1000(%r8,%r20,2), %eax
rcrl %cl, foo(%rip), %r9d
{evex} rcrl %ecx
{evex} rcrl $1, %r18d
{evex} rcrl $7, (%rax)
{evex} rcrl %cl, %r9d
rcrq %rax, %rcx
rcrq $1, %r19, %r31
rcrq $5, %rax, %r19
rcrq %cl, %r31, %rcx
rcrq 8(%rbx,%rcx,4), %r19
rcrq $3, -128(%r16), %rax
rcrq %cl, 0x1000(%r8,%r20,2), %r31
{evex} rcrq %rcx
{evex} rcrq $1, %r19
{evex} rcrq $7, foo(%rip)
{evex} rcrq %cl, %r31
# shl
shlb $5, %al, %r16b
shlb %cl, %sil, %cl
shlb (%rax), %r16b
shlb $3, 8(%rbx,%rcx,4), %al
shlb %cl, -128(%r16), %sil
{evex} shlb %cl
{evex} shlb $1, %r16b
{evex} shlb $7, 0x1000(%r8,%r20,2)
{evex} shlb %cl, %sil
{nf} shlb %al
{nf} shlb $2, foo(%rip)
{nf} shlb %cl, %r16b
{nf} shlb $1, (%rax)
{nf} shlb %cl, %sil
{nf} shlb $4, %r16b, %al
{nf} shlb %cl, 8(%rbx,%rcx,4), %cl
shlw %ax, %cx
shlw $1, %r17w, %r8w
shlw $5, %ax, %r17w
shlw %cl, %r8w, %cx
shlw -128(%r16), %r17w
shlw $3, 0x1000(%r8,%r20,2), %ax
shlw %cl, foo(%rip), %r8w
{evex} shlw %cx
{evex} shlw $1, %r17w
{evex} shlw $7, (%rax)
{evex} shlw %cl, %r8w
{nf} shlw %ax
{nf} shlw $2, 8(%rbx,%rcx,4)
{nf} shlw %cl, %r17w
{nf} shlw $1, -128(%r16)
{nf} shlw %cx, %r8w
{nf} shlw $4, %r17w, %ax
{nf} shlw %cl, 0x1000(%r8,%r20,2), %cx
shll %eax, %ecx
shll $1, %r18d, %r9d
shll $5, %eax, %r18d
shll %cl, %r9d, %ecx
shll foo(%rip), %r18d
shll $3, (%rax), %eax
shll %cl, 8(%rbx,%rcx,4), %r9d
{evex} shll %ecx
{evex} shll $1, %r18d
{evex} shll $7, -128(%r16)
{evex} shll %cl, %r9d
{nf} shll %eax
{nf} shll $2, 0x1000(%r8,%r20,2)
{nf} shll %cl, %r18d
{nf} shll $1, foo(%rip)
{nf} shll %ecx, %r9d
{nf} shll $4, %r18d, %eax
{nf} shll %cl, (%rax), %ecx
shlq %rax, %rcx
shlq $1, %r19, %r31
shlq $5, %rax, %r19
shlq %cl, %r31, %rcx
shlq 8(%rbx,%rcx,4), %r19
shlq $3, -128(%r16), %rax
shlq %cl, 0x1000(%r8,%r20,2), %r31
{evex} shlq %rcx
{evex} shlq $1, %r19
{evex} shlq $7, foo(%rip)
{evex} shlq %cl, %r31
{nf} shlq %rax
{nf} shlq $2, (%rax)
{nf} shlq %cl, %r19
{nf} shlq $1, 8(%rbx,%rcx,4)
{nf} shlq %rcx, %r31
{nf} shlq $4, %r19, %rax
{nf} shlq %cl, -128(%r16), %rcx
# shr
shrb $5, %al, %r16b
shrb %cl, %sil, %cl
shrb 0x1000(%r8,%r20,2), %r16b
shrb $3, foo(%rip), %al
shrb %cl, (%rax), %sil
{evex} shrb %cl
{evex} shrb $1, %r16b
{evex} shrb $7, 8(%rbx,%rcx,4)
{evex} shrb %cl, %sil
{nf} shrb %al
{nf} shrb $2, -128(%r16)
{nf} shrb %cl, %r16b
{nf} shrb $1, 0x1000(%r8,%r20,2)
{nf} shrb %cl, %sil
{nf} shrb $4, %r16b, %al
{nf} shrb %cl, foo(%rip), %cl
shrw %ax, %cx
shrw $1, %r17w, %r8w
shrw $5, %ax, %r17w
shrw %cl, %r8w, %cx
shrw (%rax), %r17w
shrw $3, 8(%rbx,%rcx,4), %ax
shrw %cl, -128(%r16), %r8w
{evex} shrw %cx
{evex} shrw $1, %r17w
{evex} shrw $7, 0x1000(%r8,%r20,2)
{evex} shrw %cl, %r8w
{nf} shrw %ax
{nf} shrw $2, foo(%rip)
{nf} shrw %cl, %r17w
{nf} shrw $1, (%rax)
{nf} shrw %cx, %r8w
{nf} shrw $4, %r17w, %ax
{nf} shrw %cl, 8(%rbx,%rcx,4), %cx
shrl %eax, %ecx
shrl $1, %r18d, %r9d
shrl $5, %eax, %r18d
shrl %cl, %r9d, %ecx
shrl -128(%r16), %r18d
shrl $3, 0x1000(%r8,%r20,2), %eax
shrl %cl, foo(%rip), %r9d
{evex} shrl %ecx
{evex} shrl $1, %r18d
{evex} shrl $7, (%rax)
{evex} shrl %cl, %r9d
{nf} shrl %eax
{nf} shrl $2, 8(%rbx,%rcx,4)
{nf} shrl %cl, %r18d
{nf} shrl $1, -128(%r16)
{nf} shrl %ecx, %r9d
{nf} shrl $4, %r18d, %eax
{nf} shrl %cl, 0x1000(%r8,%r20,2), %ecx
shrq %rax, %rcx
shrq $1, %r19, %r31
shrq $5, %rax, %r19
shrq %cl, %r31, %rcx
shrq foo(%rip), %r19
shrq $3, (%rax), %rax
shrq %cl, 8(%rbx,%rcx,4), %r31
{evex} shrq %rcx
{evex} shrq $1, %r19
{evex} shrq $7, -128(%r16)
{evex} shrq %cl, %r31
{nf} shrq %rax
{nf} shrq $2, 0x1000(%r8,%r20,2)
{nf} shrq %cl, %r19
{nf} shrq $1, foo(%rip)
{nf} shrq %rcx, %r31
{nf} shrq $4, %r19, %rax
{nf} shrq %cl, (%rax), %rcx
# sar
sarb $5, %al, %r16b
sarb %cl, %sil, %cl
sarb 8(%rbx,%rcx,4), %r16b
sarb $3, -128(%r16), %al
sarb %cl, 0x1000(%r8,%r20,2), %sil
{evex} sarb %cl
{evex} sarb $1, %r16b
{evex} sarb $7, foo(%rip)
{evex} sarb %cl, %sil
{nf} sarb %al
{nf} sarb $2, (%rax)
{nf} sarb %cl, %r16b
{nf} sarb $1, 8(%rbx,%rcx,4)
{nf} sarb %cl, %sil
{nf} sarb $4, %r16b, %al
{nf} sarb %cl, -128(%r16), %cl
sarw %ax, %cx
sarw $1, %r17w, %r8w
sarw $5, %ax, %r17w
sarw %cl, %r8w, %cx
sarw 0x1000(%r8,%r20,2), %r17w
sarw $3, foo(%rip), %ax
sarw %cl, (%rax), %r8w
{evex} sarw %cx
{evex} sarw $1, %r17w
{evex} sarw $7, 8(%rbx,%rcx,4)
{evex} sarw %cl, %r8w
{nf} sarw %ax
{nf} sarw $2, -128(%r16)
{nf} sarw %cl, %r17w
{nf} sarw $1, 0x1000(%r8,%r20,2)
{nf} sarw %cx, %r8w
{nf} sarw $4, %r17w, %ax
{nf} sarw %cl, foo(%rip), %cx
sarl %eax, %ecx
sarl $1, %r18d, %r9d
sarl $5, %eax, %r18d
sarl %cl, %r9d, %ecx
sarl (%rax), %r18d
sarl $3, 8(%rbx,%rcx,4), %eax
sarl %cl, -128(%r16), %r9d
{evex} sarl %ecx
{evex} sarl $1, %r18d
{evex} sarl $7, 0x1000(%r8,%r20,2)
{evex} sarl %cl, %r9d
{nf} sarl %eax
{nf} sarl $2, foo(%rip)
{nf} sarl %cl, %r18d
{nf} sarl $1, (%rax)
{nf} sarl %ecx, %r9d
{nf} sarl $4, %r18d, %eax
{nf} sarl %cl, 8(%rbx,%rcx,4), %ecx
sarq %rax, %rcx
sarq $1, %r19, %r31
sarq $5, %rax, %r19
sarq %cl, %r31, %rcx
sarq -128(%r16), %r19
sarq $3, 0x1000(%r8,%r20,2), %rax
sarq %cl, foo(%rip), %r31
{evex} sarq %rcx
{evex} sarq $1, %r19
{evex} sarq $7, (%rax)
{evex} sarq %cl, %r31
{nf} sarq %rax
{nf} sarq $2, 8(%rbx,%rcx,4)
{nf} sarq %cl, %r19
{nf} sarq $1, -128(%r16)
{nf} sarq %rcx, %r31
{nf} sarq $4, %r19, %rax
{nf} sarq %cl, 0x1000(%r8,%r20,2), %rcx
# sal
salb $5, %al, %r16b
salb %cl, %sil, %cl
salb foo(%rip), %r16b
salb $3, (%rax), %al
salb %cl, 8(%rbx,%rcx,4), %sil
{evex} salb %cl
{evex} salb $1, %r16b
{evex} salb $7, -128(%r16)
{evex} salb %cl, %sil
{nf} salb %al
{nf} salb $2, 0x1000(%r8,%r20,2)
{nf} salb %cl, %r16b
{nf} salb $1, foo(%rip)
{nf} salb %cl, %sil
{nf} salb $4, %r16b, %al
{nf} salb %cl, (%rax), %cl
salw %ax, %cx
salw $1, %r17w, %r8w
salw $5, %ax, %r17w
salw %cl, %r8w, %cx
salw 8(%rbx,%rcx,4), %r17w
salw $3, -128(%r16), %ax
salw %cl, 0x1000(%r8,%r20,2), %r8w
{evex} salw %cx
{evex} salw $1, %r17w
{evex} salw $7, foo(%rip)
{evex} salw %cl, %r8w
{nf} salw %ax
{nf} salw $2, (%rax)
{nf} salw %cl, %r17w
{nf} salw $1, 8(%rbx,%rcx,4)
{nf} salw %cx, %r8w
{nf} salw $4, %r17w, %ax
{nf} salw %cl, -128(%r16), %cx
sall %eax, %ecx
sall $1, %r18d, %r9d
sall $5, %eax, %r18d
sall %cl, %r9d, %ecx
sall 0x1000(%r8,%r20,2), %r18d
sall $3, foo(%rip), %eax
sall %cl, (%rax), %r9d
{evex} sall %ecx
{evex} sall $1, %r18d
{evex} sall $7, 8(%rbx,%rcx,4)
{evex} sall %cl, %r9d
{nf} sall %eax
{nf} sall $2, -128(%r16)
{nf} sall %cl, %r18d
{nf} sall $1, 0x1000(%r8,%r20,2)
{nf} sall %ecx, %r9d
{nf} sall $4, %r18d, %eax
{nf} sall %cl, foo(%rip), %ecx
salq %rax, %rcx
salq $1, %r19, %r31
salq $5, %rax, %r19
salq %cl, %r31, %rcx
salq (%rax), %r19
salq $3, 8(%rbx,%rcx,4), %rax
salq %cl, -128(%r16), %r31
{evex} salq %rcx
{evex} salq $1, %r19
{evex} salq $7, 0x1000(%r8,%r20,2)
{evex} salq %cl, %r31
{nf} salq %rax
{nf} salq $2, foo(%rip)
{nf} salq %cl, %r19
{nf} salq $1, (%rax)
{nf} salq %rcx, %r31
{nf} salq $4, %r19, %rax
{nf} salq %cl, 8(%rbx,%rcx,4), %rcx
