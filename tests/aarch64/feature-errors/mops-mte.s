// without mops mte: each line is rejected
setge	[x14]!, x15!, x5
setgen	[x26]!, x4!, x30
setget	[x14]!, x16!, x10
setgetn	[x22]!, x28!, x17
setgm	[x25]!, x23!, x4
setgmn	[x13]!, x6!, x10
setgmt	[x7]!, x14!, x30
setgmtn	[x9]!, x27!, x14
setgp	[x1]!, x22!, x11
setgpn	[x10]!, x13!, x16
setgpt	[x8]!, x9!, x17
setgptn	[x18]!, x16!, xzr
