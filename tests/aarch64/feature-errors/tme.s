// without tme: each line is rejected
tcancel	#0xbe02
tcommit
tstart	x25
ttest	x14
