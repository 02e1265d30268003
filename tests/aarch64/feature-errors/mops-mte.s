// without mops mte: each line is rejected
setge	[x12]!, xzr!, x2
setgen	[x4]!, x14!, x28
setget	[x29]!, x5!, x2
setgetn	[x23]!, x19!, x5
setgm	[x27]!, x30!, xzr
setgmn	[x16]!, x24!, xzr
setgmt	[x28]!, x2!, x15
setgmtn	[x4]!, x1!, x29
setgp	[x21]!, x1!, x30
setgpn	[x8]!, x18!, x15
setgpt	[x4]!, x11!, x30
setgptn	[x13]!, x16!, x27
