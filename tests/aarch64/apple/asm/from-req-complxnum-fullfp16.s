// mattr: +complxnum,+fullfp16
fcadd.4h v24, v5, v27, #90
fcadd.8h v21, v22, v28, #90
fcmla.4h v9, v2, v8, #270
fcmla.4h v18, v25, v0[0], #270
fcmla.8h v13, v15, v27, #0
fcmla.8h v30, v5, v30[1], #270
