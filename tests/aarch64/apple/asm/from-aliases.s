mov.16b v0, v1
mov.8b v0, v2
mvn.16b v0, v1
mvn.8b v0, v1
ushll.8h v0, v1, #0
ushll2.4s v0, v1, #0
sshll.2d v0, v1, #0
sshll2.4s v0, v1, #0
mov.s w0, v1[1]
mov.d x0, v1[0]
mov.s v0[1], w1
mov.d v0[1], x1
mov.h v0[1], v1[2]
mov s0, v1[3]
mov d0, v1[0]
mov b0, v1[1]
mov h0, v1[1]
movi.2d v0, #0000000000000000
