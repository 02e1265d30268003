// without tracev8.4: each line is rejected
tsb	csync
