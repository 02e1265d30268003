// without tme: each line is rejected
tcancel	#0x9994
tcommit
tstart	x23
ttest	x8
