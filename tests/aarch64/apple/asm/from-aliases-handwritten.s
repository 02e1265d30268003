// mattr: +all
cmhi.8b v0, v2, v1
facge.4s v0, v2, v1
sshll2.8h v0, v1, #0
