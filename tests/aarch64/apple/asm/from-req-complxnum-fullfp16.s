// mattr: +complxnum,+fullfp16
fcadd.4h v22, v23, v25, #90
fcadd.8h v29, v27, v30, #90
fcmla.4h v12, v28, v12, #180
fcmla.4h v17, v15, v7[1], #0
fcmla.8h v16, v11, v25, #270
fcmla.8h v31, v1, v12[1], #180
